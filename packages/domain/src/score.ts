/** Spec §9 score colours: above 50 primary, 26 to 50 tertiary, 25 or below secondary. */
export type ScoreColor = 'primary' | 'tertiary' | 'secondary';

export function scoreColor(score: number): ScoreColor {
  if (score > 50) return 'primary';
  if (score > 25) return 'tertiary';
  return 'secondary';
}
