import { useQuery } from '@apollo/client/react';
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
  const batch = appliance?.currentFsBatch;
  const verdict = batch && (batch.useNow || batch.foodSafeness === 'NEGATIVE');
  return (
    <Stack gap="lg">
      {verdict ? (
        <Button
          component={PreloadLink}
          color="secondary"
          size="md"
          to={recordCorrectiveActionPath({ foodBatchId: batch.id }, { locationId, applianceId, back: here.pathname + here.search })}
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
