import type { FoodFate } from '@ks/domain';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PreloadLink } from '../../ui/preload-link';
import { recordCorrectiveActionPath } from './haccp-paths';

export type FixitCorrectiveActionProps = {
  fixit: {
    id: string;
    action: { type: string } | null;
    location: { id: string } | null;
    correctiveAction: { fate: FoodFate } | null;
  };
};

/** On a fix-it raised by a failed temperature answer: what was done with the food, or the way to record it. */
export function FixitCorrectiveAction({ fixit }: FixitCorrectiveActionProps) {
  const { t } = useTranslation();
  const here = useLocation();
  if (fixit.action?.type !== 'TEMPERATURE' || !fixit.location) return null;
  if (fixit.correctiveAction) {
    return (
      <Text size="sm" data-testid="fixit-corrective-action">
        {t('haccp.food.recorded', { fate: t(`haccp.fates.${fixit.correctiveAction.fate}`) })}
      </Text>
    );
  }
  return (
    <Button
      size="sm"
      variant="light"
      component={PreloadLink}
      to={recordCorrectiveActionPath({ fixitId: fixit.id }, { locationId: fixit.location.id, back: here.pathname + here.search })}
    >
      {t('haccp.review.record')}
    </Button>
  );
}
