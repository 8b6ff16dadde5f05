import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { confirmAction } from '../../../ui/confirm-action';
import { useTranslation } from 'react-i18next';
import { useLocationTime } from '../../../lib/time/location-time';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { StartFoodBatchDocument } from './alerts.operations';
import { FoodVerdictBadge } from '../food-verdict-badge';
import { FoodVerdictText } from '../food-verdict-text';
import { NO_VERDICT, type FoodVerdictFacts } from '../food-verdict-wording';

export type FoodSafenessPanelProps = {
  applianceId: string;
  holdsTcsFood: boolean;
  /** The location's zone: the batch's times are on its clock. */
  timeZone: string;
  /** The one verdict (Appliance.foodVerdict): the same word as the equipment header, lists and dashboard. */
  verdict: FoodVerdictFacts | null;
};

/**
 * The current food batch as the one verdict tells it: its word (SAFE, USE NOW, DISCARD, ACT NOW,
 * UNCERTAIN), what to do, the next deadline (never a past one) and the food clock; after discarding or
 * restocking, a user starts a new batch here.
 */
export function FoodSafenessPanel({ applianceId, holdsTcsFood, timeZone, verdict }: FoodSafenessPanelProps) {
  const { t } = useTranslation();
  const [startBatch] = useMutation(StartFoodBatchDocument, { refetchQueries: ['ApplianceDetails'] });
  const at = useLocationTime(timeZone);
  const facts = verdict ?? NO_VERDICT;
  const canStartBatch = holdsTcsFood && facts.status === 'FOOD';

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
            <FoodVerdictBadge facts={facts} />
          </Group>
          {canStartBatch ? (
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
        <div data-testid="food-safeness">
          <FoodVerdictText facts={facts} timeZone={timeZone} />
        </div>
        {canStartBatch && facts.batchStartedAt ? (
          <Text size="xs" c="dimmed">
            {t('monitoring.food.batchFacts', { started: at(facts.batchStartedAt) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
