import { useMutation } from '@apollo/client/react';
import { addDays, zonedInstant } from '@ks/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { SensorDataExportDocument } from '../alerts';
import { apiErrorMessage } from '../../../lib/errors/api-error-message';
import { locationToday } from '../graph';
import { exportPeriodProblem } from './export-period';

export type ExportDataButtonProps = { locationId: string; applianceId: string; timeZone: string };

/** Default period: the last 7 days up to today, in the location's calendar. */
const DEFAULT_DAYS = 7;

/**
 * "Export data": a period in the location's calendar (whole days) → sensorDataExport; the CSV is built
 * and e-mailed by a job, so the toast reports that the request was queued (or why it was refused).
 */
export function ExportDataButton({ locationId, applianceId, timeZone }: ExportDataButtonProps) {
  const { t } = useTranslation();
  const today = locationToday(timeZone);
  const [opened, setOpened] = useState(false);
  const [from, setFrom] = useState(() => addDays(today, -(DEFAULT_DAYS - 1)));
  const [to, setTo] = useState(today);
  const [requestExport, { loading }] = useMutation(SensorDataExportDocument);
  const problem = exportPeriodProblem(from, to, today);

  const submit = async () => {
    if (problem) return;
    try {
      const result = await requestExport({
        variables: {
          input: {
            locationId,
            applianceId,
            from: zonedInstant(from, 0, timeZone).toISOString(),
            to: zonedInstant(addDays(to, 1), 0, timeZone).toISOString(),
          },
        },
      });
      if (result.data?.sensorDataExport.status === 'SUCCESS') {
        showSuccessToast(t('monitoring.export.queued'));
        setOpened(false);
      } else showErrorToast(t('monitoring.export.failed'));
    } catch (error) {
      showErrorToast(apiErrorMessage(error, t, { fallback: t('monitoring.export.failed') }));
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('monitoring.export.action')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('monitoring.export.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('monitoring.export.intro')}</Text>
          <Group grow>
            <TextInput
              type="date"
              label={t('monitoring.export.from')}
              value={from}
              max={today}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('monitoring.export.to')}
              value={to}
              max={today}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </Group>
          {problem ? (
            <Text size="sm" c="secondary">
              {t(`monitoring.export.problems.${problem}`)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('monitoring.export.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={loading} disabled={problem !== null}>
              {t('monitoring.export.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
