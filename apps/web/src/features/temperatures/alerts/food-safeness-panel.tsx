import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { confirmAction } from '../../../ui/confirm-action';
import { useTranslation } from 'react-i18next';
import { useLocationTime } from '../../../lib/time/location-time';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { StartFoodBatchDocument } from './alerts.operations';
import { FoodClockText } from './food-clock-text';
import { foodSafenessWording, type FoodBatchFacts } from './food-safeness-wording';
import { FoodVerdictBadge, type FoodVerdictFacts } from '../food-verdict-badge';

export type FoodSafenessPanelProps = {
  applianceId: string;
  holdsTcsFood: boolean;
  batch: (FoodBatchFacts & { startedAt: string }) | null;
  /** The location's zone: the batch's times are on its clock. */
  timeZone: string;
  /** The one verdict (Appliance.foodVerdict): the same word as the equipment header. */
  verdict?: FoodVerdictFacts | null;
};

/**
 * The current food batch: "Safe until …", "Discard", or not applicable, with the 2–4 h "use now" warning,
 * its time in the danger zone (and whether that includes time without data); after discarding or
 * restocking, a user starts a new batch here.
 */
export function FoodSafenessPanel({ applianceId, holdsTcsFood, batch, timeZone, verdict = null }: FoodSafenessPanelProps) {
  const { t } = useTranslation();
  const [startBatch] = useMutation(StartFoodBatchDocument, { refetchQueries: ['ApplianceDetails'] });
  const wording = foodSafenessWording(batch, holdsTcsFood);
  const at = useLocationTime(timeZone);

  const start = async () => {
    try {
      await startBatch({ variables: { applianceId } });
      showSuccessToast(t('monitoring.food.batchStarted'));
    } catch {
      showErrorToast(t('monitoring.food.batchFailed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="food-safeness">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4" id="food-safeness">
              {t('monitoring.food.title')}
            </Title>
            {verdict ? <FoodVerdictBadge facts={verdict} /> : null}
          </Group>
          {wording.canStartBatch ? (
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                confirmAction({
                  title: t('monitoring.food.startBatchTitle'),
                  message: t('monitoring.food.startBatchConfirm'),
                  confirmLabel: t('monitoring.food.startBatch'),
                  cancelLabel: t('equipment.form.cancel'),
                  onConfirm: start,
                })
              }
            >
              {t('monitoring.food.startBatch')}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs" data-testid="food-safeness">
          <Badge color={wording.color} variant={wording.key === 'discard' ? 'filled' : 'light'}>
            {t(`monitoring.food.badge.${wording.key}`)}
          </Badge>
          <Text fw={600}>{t(`monitoring.food.${wording.key}`, { time: wording.until ? at(wording.until) : '' })}</Text>
        </Group>
        {wording.useNow ? (
          <Text size="sm" c="tertiary.8">
            {t('monitoring.food.useNow')}
          </Text>
        ) : null}
        {wording.clock ? <FoodClockText clock={wording.clock} uncertain={wording.uncertain} /> : null}
        {batch && wording.canStartBatch ? (
          <Text size="xs" c="dimmed">
            {t('monitoring.food.batchFacts', { started: at(batch.startedAt) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
