import type { FoodVerdictWord } from '@ks/domain';

/** What the screens read of `Appliance.foodVerdict` (the domain's one verdict function, server side). */
export type FoodVerdictFacts = {
  status: 'FOOD' | 'NOT_FOOD' | 'OUT_OF_SERVICE';
  verdict: FoodVerdictWord | null;
  dangerMinutes: number;
  noDataMinutes: number | null;
  control?: 'TEMPERATURE' | 'TIME_4H' | 'TIME_6H_COLD';
  batchId?: string | null;
  batchStartedAt?: string | null;
  unknownMinutes?: number;
  periods?: number;
  uncertain?: boolean;
  next?: { verdict: FoodVerdictWord; at: string } | null;
};

/** What a screen shows without a verdict (no access to the location, the appliance holds no food). */
export const NO_VERDICT: FoodVerdictFacts = { status: 'NOT_FOOD', verdict: null, dangerMinutes: 0, noDataMinutes: null };

/** The sentence's i18n key under `foodVerdict.sentence`, and the next deadline (never a past one). */
export type FoodVerdictSentence = {
  key: 'safe' | 'safeUntil' | 'useNow' | 'actNow' | 'discard' | 'uncertain' | 'timeControl' | 'outOfService' | 'notFood';
  next: { verdict: FoodVerdictWord; at: string } | null;
  /** The food clock, once the food has been in the danger zone (or under time control) at all. */
  clock: { minutes: number; periods: number; unknownMinutes: number; timed: boolean } | null;
};

/**
 * The equipment card's sentence for the one verdict (PRODUCT.md "One verdict, one set of words"). The
 * server promises a `next` in the future when it answers; a page left open must not show it once it has
 * passed, so a deadline at or before `nowMs` is dropped (the next refetch brings the new word).
 */
/** The food clock as the card tells it; null while the food has had no danger time (and no time control). */
function clockOf(facts: FoodVerdictFacts, timed: boolean): FoodVerdictSentence['clock'] {
  if (facts.dangerMinutes <= 0 && !timed) return null;
  return { minutes: facts.dangerMinutes, periods: facts.periods ?? 0, unknownMinutes: facts.unknownMinutes ?? 0, timed };
}

const SENTENCE_OF: Record<FoodVerdictWord, FoodVerdictSentence['key']> = {
  SAFE: 'safe',
  USE_NOW: 'useNow',
  ACT_NOW: 'actNow',
  DISCARD: 'discard',
  UNCERTAIN: 'uncertain',
};

export function foodVerdictSentence(facts: FoodVerdictFacts, nowMs: number): FoodVerdictSentence {
  if (facts.status === 'OUT_OF_SERVICE') return { key: 'outOfService', next: null, clock: null };
  if (facts.status === 'NOT_FOOD' || !facts.verdict) return { key: 'notFood', next: null, clock: null };
  const timed = facts.control !== undefined && facts.control !== 'TEMPERATURE';
  const clock = clockOf(facts, timed);
  if (facts.verdict === 'DISCARD') return { key: 'discard', next: null, clock };
  const next = facts.next && Date.parse(facts.next.at) > nowMs ? facts.next : null;
  if (timed) return { key: 'timeControl', next, clock };
  if (facts.verdict === 'SAFE' && next) return { key: 'safeUntil', next, clock };
  return { key: SENTENCE_OF[facts.verdict], next, clock };
}
