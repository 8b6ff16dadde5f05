// No word-for-word duplicated block in production code (issue #16): jscpd over apps/*/src and
// packages/*/src, tests and generated files excluded, on every `npm test`. A pair that is alike in
// shape but must stay two (say, two GraphQL types that only look the same) is wrapped in
// `// jscpd:ignore-start` / `// jscpd:ignore-end` with a comment saying why.
import type { detectClones as DetectClones } from 'jscpd';
import { createRequire } from 'node:module';
import path from 'node:path';

// jscpd's ES module build imports names from the CommonJS `colors` package, which Node refuses; its
// CommonJS build works.
const { detectClones } = createRequire(import.meta.url)('jscpd') as { detectClones: typeof DetectClones };

/**
 * The threshold: 70 tokens (about seven lines of real code) and 5 lines. Below it jscpd's default of
 * 50 tokens mostly finds import lists and two-line option objects; above it every pair found was a
 * block copied whole.
 */
export const MIN_TOKENS = 70;
export const MIN_LINES = 5;

export const PRODUCTION_CODE = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const NOT_PRODUCTION = ['**/*.test.ts', '**/*.test.tsx', '**/gql/**', '**/test-support/**', '**/node_modules/**'];

/** Each duplicated block under `paths` as `a.ts:10-24 ~ b.ts:40-54`, paths relative to `root`. */
export async function findDuplicates(paths: string[], root: string): Promise<string[]> {
  const clones = await detectClones({
    path: paths.map((dir) => path.resolve(root, dir)),
    format: ['typescript', 'tsx'],
    ignore: NOT_PRODUCTION,
    minTokens: MIN_TOKENS,
    minLines: MIN_LINES,
    mode: 'mild',
    silent: true,
    reporters: [],
    gitignore: false,
  });
  const where = (file: { sourceId: string; start: { line: number }; end: { line: number } }) =>
    `${path.relative(root, file.sourceId)}:${file.start.line}-${file.end.line}`;
  return clones.map((clone) => `${where(clone.duplicationA)} ~ ${where(clone.duplicationB)}`).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const duplicates = await findDuplicates(PRODUCTION_CODE, root);
  for (const pair of duplicates) console.error(`duplicated block: ${pair}`);
  if (duplicates.length > 0) {
    console.error(`${duplicates.length} duplicated block(s) in production code: share one piece, or explain the pair (jscpd:ignore)`);
    process.exit(1);
  }
  console.log(`duplicates: none of ${MIN_TOKENS}+ tokens in ${PRODUCTION_CODE.join(', ')}`);
}
