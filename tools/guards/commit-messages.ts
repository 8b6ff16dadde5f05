import { execFileSync } from 'node:child_process';

/** Issue 40, "Habits": a subject a reviewer reads in a one-line log. */
export const SUBJECT_LIMIT = 72;
/** The first commit written under the rule; older history is as it was (rewriting it would help nobody). */
export const RULE_SINCE = 'cf2002e';

/** The problem with one commit message, or null: a short subject, and a body whenever the change is not trivial. */
export function commitMessageProblem(message: string): string | null {
  const [subject = '', ...rest] = message.split('\n');
  if (subject.trim() === '') return 'the subject line is empty';
  if (subject.length > SUBJECT_LIMIT) return `the subject has ${subject.length} characters (at most ${SUBJECT_LIMIT})`;
  if (rest.length > 0 && rest[0]!.trim() !== '') return 'the subject needs a blank line before the body';
  return null;
}

/** Each commit since the rule (merges included) with the problem its message has. */
export function commitsBreakingTheRule(cwd: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
  let range = 'HEAD';
  try {
    git('cat-file', '-e', `${RULE_SINCE}^{commit}`);
    range = `${RULE_SINCE}~1..HEAD`;
  } catch {
    // A shallow clone without the rule's first commit: judge what it has.
  }
  const log = git('log', '--format=%h%x00%B%x01', range);
  return log
    .split('\x01')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.includes('\x00'))
    .flatMap((entry) => {
      const [hash, message] = entry.split('\x00') as [string, string];
      const problem = commitMessageProblem(message);
      return problem ? [`${hash}: ${problem}`] : [];
    });
}
