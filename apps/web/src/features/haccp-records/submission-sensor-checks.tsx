import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/toast';
import { useTemperatureFormat } from '../../lib/preferences/use-temperature-format';
import { LinkAnswerApplianceDocument, LocationAppliancesDocument, SubmissionSensorChecksDocument } from './haccp-records.operations';
import { recordErrorMessage } from './record-error-message';

export type SubmissionSensorChecksProps = {
  submissionId: string;
  locationId: string | null;
};

/**
 * Manual temperatures of a submission next to the appliance's sensor: each temperature answer can name the
 * appliance it was taken at, and one more than 2 °C from that sensor is flagged ("Reading differs from
 * the sensor by 4.2 °C").
 */
export function SubmissionSensorChecks({ submissionId, locationId }: SubmissionSensorChecksProps) {
  const { t } = useTranslation();
  const format = useTemperatureFormat();
  const { data, refetch } = useQuery(SubmissionSensorChecksDocument, { variables: { id: submissionId }, fetchPolicy: 'cache-and-network' });
  const appliances = useQuery(LocationAppliancesDocument, { variables: { locationId: locationId ?? '' }, skip: !locationId });
  const [link] = useMutation(LinkAnswerApplianceDocument);
  const answers = (data?.questSubmissionDetails?.answers ?? []).filter(
    (a) => a.action.type === 'TEMPERATURE' && a.temperatureCelsius !== null,
  );
  if (answers.length === 0 || !locationId) return null;
  const options = [
    ...(appliances.data?.locationAreas ?? []).flatMap((area) => area.appliances.map((a) => ({ value: a.id, label: a.name }))),
    ...(appliances.data?.unassignedAppliances ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
  // A difference, not a temperature: 1 °C is 1.8 °F.
  const difference = (celsius: number) => `${Math.round((format.unit === 'F' ? celsius * 1.8 : celsius) * 10) / 10} °${format.unit}`;
  const choose = async (answerId: string, applianceId: string | null) => {
    if (!applianceId) return;
    try {
      await link({ variables: { answerId, applianceId } });
      await refetch();
    } catch (error) {
      showErrorToast(recordErrorMessage(error, t));
    }
  };
  return (
    <Stack gap="xs" data-testid="sensor-checks">
      {answers.map((answer) => {
        const comparison = answer.sensorComparison;
        return (
          <Stack key={answer.id} gap={4}>
            <Group gap="xs" wrap="wrap" align="flex-end">
              <Text size="sm" fw={500}>
                {/* Answers without a temperature were filtered out above. */}
                {answer.action.name}: {format.temperature(answer.temperatureCelsius ?? Number.NaN)}
              </Text>
              <Select
                size="xs"
                aria-label={t('haccp.sensorCheck.appliance')}
                placeholder={t('haccp.sensorCheck.appliance')}
                data={options}
                value={comparison?.appliance?.id ?? null}
                onChange={(value) => void choose(answer.id, value)}
              />
              {comparison?.sensorTemperature != null ? (
                <Text size="sm" c="dimmed">
                  {t('haccp.sensorCheck.sensor', { value: format.temperature(comparison.sensorTemperature) })}
                </Text>
              ) : null}
            </Group>
            {comparison?.flagged && comparison.difference !== null ? (
              <Alert color="secondary" p="xs" data-testid="sensor-disagreement">
                {t('haccp.sensorCheck.differs', { difference: difference(comparison.difference) })}
              </Alert>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
