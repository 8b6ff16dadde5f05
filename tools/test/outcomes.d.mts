export interface Outcome {
  passed: number;
  failed: number;
  skipped: number;
  skippedNames: string[];
  flakyNames: string[];
}
export function vitestOutcome(report: unknown): Outcome;
export function playwrightOutcome(report: unknown): Outcome;
export function namedLines(outcomes: Outcome[]): string[];
