import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDuplicates } from './duplicates-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-duplicates-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A function long enough to be over the guard's threshold. */
const block = (name: string) => `export function ${name}(rows: Array<{ id: string; total: number; note: string | null }>) {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const before = totals.get(row.id) ?? 0;
    totals.set(row.id, before + row.total * 2 - (row.note ? row.note.length : 0));
  }
  const sorted = [...totals.entries()].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
  return sorted.map(([id, total]) => ({ id, total, label: \`\${id}: \${total.toFixed(2)}\` }));
}
`;

function write(file: string, source: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), source);
}

describe('duplicates guard (jscpd)', () => {
  it('finds a block copied word for word into another production file', async () => {
    write('copied/src/a.ts', block('summarize'));
    write('copied/src/b.ts', `export const unrelated = 1;\n\n${block('summarize')}`);
    expect(await findDuplicates(['copied/src'], root)).toEqual(['copied/src/a.ts:1-9 ~ copied/src/b.ts:3-11']);
  });

  it('leaves out tests and generated code, and a pair explained with jscpd:ignore', async () => {
    write('clean/src/a.ts', block('summarize'));
    write('clean/src/a.test.ts', block('summarize'));
    write('clean/src/gql/graphql.ts', block('summarize'));
    write('clean/src/b.ts', `// Alike on purpose, for this test.\n// jscpd:ignore-start\n${block('summarize')}// jscpd:ignore-end\n`);
    expect(await findDuplicates(['clean/src'], root)).toEqual([]);
  });
});
