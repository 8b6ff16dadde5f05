import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FoodClockWording } from './food-safeness-wording';

/**
 * A batch's food clock in words ("62 min in the danger zone across 3 excursions; 25 min of it without
 * data"), and, when time without data is part of the verdict, that the verdict is uncertain.
 */
export function FoodClockText({ clock, uncertain, size = 'sm' }: { clock: FoodClockWording; uncertain: boolean; size?: MantineSize }) {
  const { t } = useTranslation();
  const unknown = clock.unknownMinutes > 0 ? t('monitoring.food.clockUnknown', { minutes: clock.unknownMinutes }) : '';
  return (
    <>
      <Text size={size} data-testid="food-clock">
        {t('monitoring.food.clock', { count: clock.excursions, minutes: clock.dangerMinutes })}
        {unknown}
      </Text>
      {uncertain ? (
        <Text size={size} c="tertiary.8" data-testid="food-uncertain">
          {t('monitoring.food.uncertain', { minutes: clock.unknownMinutes })}
        </Text>
      ) : null}
    </>
  );
}
