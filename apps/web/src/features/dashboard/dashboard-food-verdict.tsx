import { Group } from '@mantine/core';
import { ACTION_FOOD_VERDICTS } from '@ks/domain';
import { FoodVerdictBadge, FoodVerdictText, type FoodVerdictFacts } from '../temperatures';

/**
 * A dashboard card's word on the food: the one verdict (the same word as the equipment header) when it
 * asks for action — USE NOW, ACT NOW or DISCARD — with what to do, the next deadline and the food clock;
 * nothing while the food is fine.
 */
export function DashboardFoodVerdict({ verdict, timeZone }: { verdict: FoodVerdictFacts | null | undefined; timeZone: string }) {
  if (!verdict?.verdict || !ACTION_FOOD_VERDICTS.has(verdict.verdict)) return null;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start" data-testid="dashboard-food-verdict">
      <FoodVerdictBadge facts={verdict} />
      <FoodVerdictText facts={verdict} timeZone={timeZone} />
    </Group>
  );
}
