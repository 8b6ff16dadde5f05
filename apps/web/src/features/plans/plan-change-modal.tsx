import { PLAN_EQUIPMENT_LIMITS, type Plan } from '@ks/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PlanChangeModalProps = {
  /** The location and the plan the Manager chose; null when no change waits for confirmation. */
  change: { name: string; from: Plan; to: Plan; equipmentCount: number } | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a plan change (issue 17: one-click changes need a confirmation): what the new plan allows,
 * and, moving down, that it must still fit the equipment in use (the API refuses otherwise).
 */
export function PlanChangeModal({ change, loading, onConfirm, onCancel }: PlanChangeModalProps) {
  const { t } = useTranslation();
  const to = change ? t(`locations.planLabels.${change.to}`) : '';
  return (
    <Modal opened={change !== null} onClose={onCancel} title={t('plans.confirmTitle')} centered>
      {change ? (
        <Stack>
          <Text>{t('plans.confirmText', { name: change.name, plan: to, limit: PLAN_EQUIPMENT_LIMITS[change.to] })}</Text>
          {PLAN_EQUIPMENT_LIMITS[change.to] < PLAN_EQUIPMENT_LIMITS[change.from] ? (
            <Text size="sm">{t('plans.confirmDowngrade', { count: change.equipmentCount })}</Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('plans.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={loading}>
              {t('plans.confirm', { plan: to })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
