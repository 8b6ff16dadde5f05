import { Badge, type BadgeProps } from '@mantine/core';
import { scoreColor } from '@ks/domain';
import { useTranslation } from 'react-i18next';

export type ScoreBadgeProps = { score: number | null | undefined; size?: BadgeProps['size'] };

/** A score in its spec §9 colour: above 50 primary, 26–50 tertiary, 25 or below secondary. */
export function ScoreBadge({ score, size = 'lg' }: ScoreBadgeProps) {
  const { t } = useTranslation();
  if (score === null || score === undefined) {
    return (
      <Badge size={size} variant="light" color="gray" style={{ flexShrink: 0 }}>
        {t('quests.noScore')}
      </Badge>
    );
  }
  return (
    <Badge
      size={size}
      variant="filled"
      color={scoreColor(score)}
      style={{ flexShrink: 0 }}
      data-testid="score-badge"
      aria-label={t('quests.scoreLabel', { score })}
    >
      {t('quests.scoreValue', { score })}
    </Badge>
  );
}
