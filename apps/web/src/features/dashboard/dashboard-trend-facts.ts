/** One local day of a location's trend, as the API gives it. */
export type TrendDay = { day: string; score: number | null; alertsCount: number };

/**
 * The words under the trend charts. The 30-day score already sits on the card, so the score line's words
 * point at the worst day (what a manager looks for) and how many days had checklists scored.
 */
export function trendFacts(trend: ReadonlyArray<TrendDay>): { lowestScore: number | null; scoredDays: number; alertsTotal: number } {
  const scored = trend.flatMap((day) => (day.score === null ? [] : [day.score]));
  return {
    lowestScore: scored.length === 0 ? null : Math.min(...scored),
    scoredDays: scored.length,
    alertsTotal: trend.reduce((sum, day) => sum + day.alertsCount, 0),
  };
}
