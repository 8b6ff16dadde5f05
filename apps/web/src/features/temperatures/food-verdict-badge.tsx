import { Badge, Tooltip } from '@mantine/core';
import { FOOD_VERDICT_WORDS, type FoodVerdictWord } from '@ks/domain';
import { useTranslation } from 'react-i18next';
import type { FoodVerdictFacts } from './food-verdict-wording';

const COLORS: Record<FoodVerdictWord, string> = {
  SAFE: 'primary',
  UNCERTAIN: 'gray',
  USE_NOW: 'tertiary',
  ACT_NOW: 'secondary',
  DISCARD: 'secondary',
};

/**
 * The food verdict in its one set of words (PRODUCT.md "One verdict, one set of words, everywhere"): the
 * equipment header, card and lists show the same word the e-mails and the report print.
 */
export function FoodVerdictBadge({ facts }: { facts: FoodVerdictFacts }) {
  const { t, i18n } = useTranslation();
  if (facts.status !== 'FOOD' || !facts.verdict) {
    return (
      <Badge color="gray" variant="outline" data-verdict={facts.status}>
        {t(facts.status === 'OUT_OF_SERVICE' ? 'foodVerdict.outOfService' : 'equipment.foodSafeness.NA')}
      </Badge>
    );
  }
  const word = FOOD_VERDICT_WORDS[i18n.language.startsWith('es') ? 'es' : 'en'][facts.verdict];
  const hint =
    facts.noDataMinutes !== null
      ? t('foodVerdict.noData', { minutes: facts.noDataMinutes })
      : t('foodVerdict.danger', { minutes: facts.dangerMinutes });
  return (
    <Tooltip label={hint}>
      <Badge color={COLORS[facts.verdict]} variant={facts.verdict === 'SAFE' ? 'outline' : 'filled'} data-verdict={facts.verdict}>
        {word}
      </Badge>
    </Tooltip>
  );
}
