import type { LocationOpenAlertsQuery } from '../../../gql/graphql';
import { OpenAlertBadge } from '../alerts';
import { equipmentStatus, foodSafenessOf, type EquipmentRow } from '../equipment-list';
import { EquipmentStatusBadge, FoodSafenessBadge } from '../equipment-status-badge';
import { FoodVerdictBadge } from '../food-verdict-badge';

export type OpenAlerts = ReadonlyMap<string, LocationOpenAlertsQuery['locationTempAlerts'][number]>;

/** The equipment's state right now, with its open alert when there is one (the list's Status). */
export function EquipmentStatusCell({ row, openAlerts }: { row: EquipmentRow; openAlerts?: OpenAlerts }) {
  const alert = openAlerts?.get(row.id);
  return (
    <>
      <EquipmentStatusBadge status={equipmentStatus(row)} />
      {alert ? <OpenAlertBadge alert={alert} /> : null}
    </>
  );
}

/** The food verdict in its one set of words, or the food safeness while the server has no verdict yet. */
export function EquipmentFoodCell({ row }: { row: EquipmentRow }) {
  return row.foodVerdict ? <FoodVerdictBadge facts={row.foodVerdict} /> : <FoodSafenessBadge value={foodSafenessOf(row)} />;
}
