import type { LocationOpenAlertsQuery } from '../../../gql/graphql';
import { OpenAlertBadge } from '../alerts';
import { equipmentStatus, type EquipmentRow } from '../equipment-list';
import { EquipmentStatusBadge } from '../equipment-status-badge';
import { FoodVerdictBadge } from '../food-verdict-badge';
import { NO_VERDICT } from '../food-verdict-wording';

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

/** The food verdict in its one set of words (decision 0123: the one verdict, never the old batch fields). */
export function EquipmentFoodCell({ row }: { row: EquipmentRow }) {
  return <FoodVerdictBadge facts={row.foodVerdict ?? NO_VERDICT} />;
}
