import { useQuery } from '@apollo/client/react';
import { ACTION_FOOD_VERDICTS } from '@ks/domain';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PreloadLink } from '../../ui/preload-link';
import { TemperatureChangesDocument } from '../../lib/live/live.operations';
import { useLiveRefetch } from '../../lib/live/use-live-refetch';
import { AlertsNeedingReview } from './alerts-needing-review';
import { AuditTrailList } from './audit-trail-list';
import { CalibrationPanel } from './calibration-panel';
import { EquipmentRecordsDocument } from './haccp-records.operations';
import { recordCorrectiveActionPath } from './haccp-paths';

const RECORDS_QUERIES = ['EquipmentRecords', 'AuditTrail', 'AlertsNeedingReview'];

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
  // The history and the records live (issue 34 item 10): a check, an offset or a corrective action recorded
  // on another device, and alerts and verdicts that move on, refetch them without a reload.
  useLiveRefetch({
    subscription: TemperatureChangesDocument,
    variables: { applianceId, kinds: ['RECORDS', 'ALERT', 'FOOD'] },
    include: RECORDS_QUERIES,
  });
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
