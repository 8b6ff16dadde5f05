import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessageProblem, commitsBreakingTheRule } from './commit-messages.js';

describe('commit messages', () => {
  it('want a subject of at most 72 characters, then a blank line before the body', () => {
    expect(commitMessageProblem('Faults: fail the batch, not the process\n\nWhy it matters.')).toBeNull();
    expect(commitMessageProblem('Merge branch h33')).toBeNull();
    expect(commitMessageProblem('x'.repeat(73))).toBe('the subject has 73 characters (at most 72)');
    expect(commitMessageProblem('Subject\nbody glued on')).toBe('the subject needs a blank line before the body');
    expect(commitMessageProblem('\n\nbody')).toBe('the subject line is empty');
  });

  it('hold for every commit of this repository since the rule', () => {
    expect(commitsBreakingTheRule(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
