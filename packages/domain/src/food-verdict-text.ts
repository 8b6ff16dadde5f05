import type { FoodVerdict, FoodVerdictWord } from './food-verdict.js';

/** The verdict's words, the same on every screen, e-mail and report (PRODUCT.md "One verdict"). */
export const FOOD_VERDICT_WORDS: Readonly<Record<'en' | 'es', Readonly<Record<FoodVerdictWord, string>>>> = {
  en: { SAFE: 'SAFE', USE_NOW: 'USE NOW', DISCARD: 'DISCARD', ACT_NOW: 'ACT NOW', UNCERTAIN: 'UNCERTAIN' },
  es: { SAFE: 'SEGURO', USE_NOW: 'USAR YA', DISCARD: 'DESECHAR', ACT_NOW: 'ACTUAR YA', UNCERTAIN: 'INCIERTO' },
};

const TEXT = {
  en: {
    outOfService: 'Out of service',
    notFood: 'No food verdict',
    danger: (m: string) => `${m} in the danger zone`,
    elapsed: (m: string) => `${m} under time control`,
    noData: (m: string) => `no data for ${m}`,
    next: (word: string, at: string) => `${word} at ${at}`,
    ends: (at: string) => `ends at ${at}`,
    actNow: 'reheat, cool or discard',
  },
  es: {
    outOfService: 'Fuera de servicio',
    notFood: 'Sin veredicto de alimentos',
    danger: (m: string) => `${m} en la zona de peligro`,
    elapsed: (m: string) => `${m} bajo control por tiempo`,
    noData: (m: string) => `sin datos desde hace ${m}`,
    next: (word: string, at: string) => `${word} a las ${at}`,
    ends: (at: string) => `termina a las ${at}`,
    actNow: 'recalentar, enfriar o desechar',
  },
} as const;

/** "2 h 05 min" / "45 min". */
export function formatFoodMinutes(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function foodVerdictWord(word: FoodVerdictWord, language: string): string {
  return FOOD_VERDICT_WORDS[language.startsWith('es') ? 'es' : 'en'][word];
}

/**
 * The verdict as one line: "USE NOW — 2 h 05 min in the danger zone · DISCARD at 9:43 PM". `formatTime`
 * shows a time on the location's clock. The next deadline is always in the future (the verdict function's
 * promise), so a "safe until" that has passed is never printed.
 */
export function describeFoodVerdict(
  verdict: Pick<FoodVerdict, 'status' | 'verdict' | 'control' | 'dangerMs' | 'silentForMs' | 'next'>,
  language: string,
  formatTime: (ms: number) => string,
): string {
  const text = TEXT[language.startsWith('es') ? 'es' : 'en'];
  if (verdict.status === 'OUT_OF_SERVICE') return text.outOfService;
  if (verdict.status === 'NOT_FOOD' || !verdict.verdict) return text.notFood;
  const parts: string[] = [];
  const timed = verdict.control !== 'TEMPERATURE';
  if (verdict.dangerMs > 0 || timed) parts.push((timed ? text.elapsed : text.danger)(formatFoodMinutes(verdict.dangerMs)));
  if (verdict.silentForMs !== null) parts.push(text.noData(formatFoodMinutes(verdict.silentForMs)));
  if (verdict.verdict === 'ACT_NOW') parts.push(text.actNow);
  if (verdict.next)
    parts.push(
      timed
        ? text.ends(formatTime(verdict.next.atMs))
        : text.next(foodVerdictWord(verdict.next.verdict, language), formatTime(verdict.next.atMs)),
    );
  const word = foodVerdictWord(verdict.verdict, language);
  return parts.length ? `${word} — ${parts.join(' · ')}` : word;
}
