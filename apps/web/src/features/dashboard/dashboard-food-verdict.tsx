import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FoodBatchFactsFragment } from '../../gql/graphql';
import { FoodClockText, foodSafenessWording } from '../temperatures';

/**
 * A dashboard card's word on the food: "Use now" or "Discard" with the clock that led there ("62 min in
 * the danger zone across 3 excursions; 25 min of it without data"); nothing while the food is fine.
 */
export function DashboardFoodVerdict({ batch }: { batch: FoodBatchFactsFragment | null | undefined }) {
  const { t } = useTranslation();
  if (!batch) return null;
  const wording = foodSafenessWording(batch, true);
  const stage = wording.key === 'discard' ? 'discard' : wording.useNow ? 'useNow' : null;
  if (!stage || !wording.clock) return null;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start" data-testid="dashboard-food-verdict">
      <Badge color={stage === 'discard' ? 'secondary' : 'tertiary'} variant={stage === 'discard' ? 'filled' : 'light'}>
        {t(`monitoring.food.stage.${stage}`)}
      </Badge>
      <Stack gap={0}>
        <FoodClockText clock={wording.clock} uncertain={wording.uncertain} />
      </Stack>
    </Group>
  );
}
