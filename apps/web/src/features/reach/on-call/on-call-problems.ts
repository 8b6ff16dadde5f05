import type { ChainProblem, ShiftProblem } from '@ks/domain';
import type { TFunction } from 'i18next';
import type { ProblemsByPath } from './on-call-drafts';

/** A refusal to show at one control: found by the editor, or sent back by the API with its field path. */
export type Refusal = { path: string | null; message: string };

/** The editor's words for a problem, naming its step or shift: "Step 2: a wait is 1 to 240 minutes". */
export function problemText(t: TFunction, problem: ChainProblem | ShiftProblem): string {
  const words = t(`onCall.problems.${problem.rule}`);
  const index = 'step' in problem ? problem.step : problem.shift;
  if (index === null) return words.charAt(0).toUpperCase() + words.slice(1);
  return t('step' in problem ? 'onCall.stepProblem' : 'onCall.shiftProblem', { n: index + 1, problem: words });
}

/** The message at one control: the editor's own problem there, else the API's refusal when it named it. */
export function messageAt(
  t: TFunction,
  { problems, refusal, shown }: { problems: ProblemsByPath; refusal: Refusal | null; shown: boolean },
  path: string,
): string | undefined {
  const problem = problems.get(path);
  if (shown && problem) return problemText(t, problem);
  if (refusal?.path === path) return refusal.message;
  return undefined;
}
