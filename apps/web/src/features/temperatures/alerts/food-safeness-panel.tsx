import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { StartFoodBatchDocument } from './alerts.operations';
import { foodSafenessWording, type FoodBatchFacts } from './food-safeness-wording';

export type FoodSafenessPanelProps = {
  applianceId: string;
  holdsTcsFood: boolean;
  batch: (FoodBatchFacts & { startedAt: string; outsideMinutes: number }) | null;
};

/**
 * The current food batch: "Safe until …", "Discard", or not applicable, with the 2–4 h "use now" warning;
 * after discarding or restocking, a user starts a new batch here.
 */
export function FoodSafenessPanel({ applianceId, holdsTcsFood, batch }: FoodSafenessPanelProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [startBatch] = useMutation(StartFoodBatchDocument, { refetchQueries: ['ApplianceDetails'] });
  const wording = foodSafenessWording(batch, holdsTcsFood);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

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
          <Title order={2} size="h4" id="food-safeness">
            {t('monitoring.food.title')}
          </Title>
          {wording.canStartBatch ? (
            <Button variant="light" size="xs" onClick={() => setConfirming(true)}>
              {t('monitoring.food.startBatch')}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs" data-testid="food-safeness">
          <Badge color={wording.color} variant={wording.key === 'discard' ? 'filled' : 'light'}>
            {t(`monitoring.food.badge.${wording.key}`)}
          </Badge>
          <Text fw={600}>{t(`monitoring.food.${wording.key}`, { time: wording.until ? time.format(wording.until) : '' })}</Text>
        </Group>
        {wording.useNow ? (
          <Text size="sm" c="tertiary.8">
            {t('monitoring.food.useNow')}
          </Text>
        ) : null}
        {batch && wording.canStartBatch ? (
          <Text size="xs" c="dimmed">
            {t('monitoring.food.batchFacts', { started: time.format(new Date(batch.startedAt)), count: batch.outsideMinutes })}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('monitoring.food.startBatchTitle')}
        message={t('monitoring.food.startBatchConfirm')}
        confirmLabel={t('monitoring.food.startBatch')}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
