import { useQuery } from '@apollo/client/react';
import { ACTION_FOOD_VERDICTS } from '@ks/domain';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PreloadLink } from '../../ui/preload-link';
import { AlertsNeedingReview } from './alerts-needing-review';
import { AuditTrailList } from './audit-trail-list';
import { CalibrationPanel } from './calibration-panel';
import { EquipmentRecordsDocument } from './haccp-records.operations';
import { recordCorrectiveActionPath } from './haccp-paths';

export type EquipmentRecordsProps = {
  applianceId: string;
  locationId: string;
  timeZone: string;
};

/**
 * The equipment page's food-safety records: alerts waiting for their corrective action or close-out, a
 * way to record what was done with food that reached "use now" or "discard", the sensors' calibration,
 * and the appliance's history.
 */
export function EquipmentRecords({ applianceId, locationId, timeZone }: EquipmentRecordsProps) {
  const { t } = useTranslation();
  const here = useLocation();
  const { data, refetch } = useQuery(EquipmentRecordsDocument, { variables: { applianceId }, fetchPolicy: 'cache-and-network' });
  const appliance = data?.appliance;
  // The one verdict asks for a corrective action at USE NOW, ACT NOW and DISCARD.
  const verdict = appliance?.foodVerdict;
  const batchId = verdict?.verdict && ACTION_FOOD_VERDICTS.has(verdict.verdict) ? verdict.batchId : null;
  return (
    <Stack gap="lg">
      {batchId ? (
        <Button
          component={PreloadLink}
          color="secondary"
          size="md"
          to={recordCorrectiveActionPath({ foodBatchId: batchId }, { locationId, applianceId, back: here.pathname + here.search })}
        >
          {t('haccp.food.record')}
        </Button>
      ) : null}
      <AlertsNeedingReview applianceId={applianceId} />
      <CalibrationPanel sensors={appliance?.sensors ?? []} timeZone={timeZone} onChanged={() => void refetch()} />
      <AuditTrailList locationId={locationId} applianceId={applianceId} timeZone={timeZone} />
    </Stack>
  );
}
