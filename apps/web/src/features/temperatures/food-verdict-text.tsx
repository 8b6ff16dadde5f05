import { Stack, Text } from '@mantine/core';
import { foodVerdictWord } from '@ks/domain';
import { useTranslation } from 'react-i18next';
import { useLocationTime } from '../../lib/time/location-time';
import { foodVerdictSentence, type FoodVerdictFacts } from './food-verdict-wording';

/**
 * The verdict in sentences under its word: what to do, the next deadline on the location's clock (never
 * one that has passed), the food clock, and the silence that makes it uncertain.
 */
export function FoodVerdictText({ facts, timeZone, now = Date.now() }: { facts: FoodVerdictFacts; timeZone: string; now?: number }) {
  const { t, i18n } = useTranslation();
  const at = useLocationTime(timeZone);
  const sentence = foodVerdictSentence(facts, now);
  const next = sentence.next;
  const clock = sentence.clock;
  return (
    <Stack gap={2} data-testid="food-verdict-text">
      <Text fw={600} data-testid="food-verdict-sentence">
        {t(`foodVerdict.sentence.${sentence.key}`, { time: next ? at(next.at) : '' })}
      </Text>
      {next && sentence.key !== 'safeUntil' ? (
        <Text size="sm" data-testid="food-verdict-next">
          {sentence.key === 'timeControl'
            ? t('foodVerdict.timeControlEnds', { time: at(next.at) })
            : t('foodVerdict.next', { word: foodVerdictWord(next.verdict, i18n.language), time: at(next.at) })}
        </Text>
      ) : null}
      {clock ? (
        <Text size="sm" data-testid="food-clock">
          {clock.timed
            ? t('foodVerdict.elapsed', { minutes: clock.minutes })
            : t('foodVerdict.clock', { count: clock.periods, minutes: clock.minutes })}
          {clock.unknownMinutes > 0 ? t('foodVerdict.clockUnknown', { minutes: clock.unknownMinutes }) : ''}
        </Text>
      ) : null}
      {facts.noDataMinutes !== null && sentence.key !== 'outOfService' && sentence.key !== 'notFood' ? (
        <Text size="sm" c="tertiary.8" data-testid="food-uncertain">
          {t('foodVerdict.silent', { minutes: facts.noDataMinutes })}
        </Text>
      ) : null}
    </Stack>
  );
}
