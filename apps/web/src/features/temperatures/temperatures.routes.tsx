import { useTranslation } from 'react-i18next';
import { useWhiteBackground } from '../../ui/use-white-background';
import { EmptyState } from '../../ui/empty-state';
import { useWorkspace, WorkspaceEmptyState } from '../workspace';

/** Empty state of 'equipmentCreate' until its issue lands. */
export function EquipmentCreateScreen() {
  const { t } = useTranslation();
  useWhiteBackground();
  return <WorkspaceEmptyState title={t('titles.equipmentCreate')} message={(values) => t('empty.equipmentCreate', values)} />;
}

/** Empty state of 'equipmentDetails' until its issue lands. */
export function EquipmentDetailsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.equipmentDetails')} message={(values) => t('empty.equipmentDetails', values)} />;
}

/** Empty state of 'equipmentEdit' until its issue lands. */
export function EquipmentEditScreen() {
  const { t } = useTranslation();
  useWhiteBackground();
  return <WorkspaceEmptyState title={t('titles.equipmentEdit')} message={(values) => t('empty.equipmentEdit', values)} />;
}
/** /temperatures: the selected location's equipment, or a no-locations screen. */
export function TemperaturesScreen() {
  const { t } = useTranslation();
  const { location } = useWorkspace();
  if (!location) return <EmptyState title={t('titles.temperatures')}>{t('empty.temperaturesNoLocation')}</EmptyState>;
  return <WorkspaceEmptyState title={t('titles.temperatures')} message={(values) => t('empty.temperatures', values)} />;
}
