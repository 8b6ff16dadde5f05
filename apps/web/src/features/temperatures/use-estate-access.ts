import { ESTATE_ACCESS } from '@ks/domain';
import { useWorkspace } from '../workspace';

/** What the viewer may do with equipment, areas and sensors (PRODUCT.md's matrix, from `@ks/domain`). */
export function useEstateAccess() {
  const { me } = useWorkspace();
  const level = me?.accessLevel ?? null;
  return {
    canView: ESTATE_ACCESS.view(level),
    canManage: ESTATE_ACCESS.manageEquipment(level),
    canManageRegistry: ESTATE_ACCESS.manageSensorRegistry(level),
  };
}
