import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testFilesWithModuleState } from './module-state-tests.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-module-state-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the web test files that need a worker of their own', () => {
  it('are those that mock a module or stub a global, in any folder given', () => {
    write('src/a/mocks.test.tsx', "vi.mock('./thing', () => ({}));\n");
    write('src/b/stubs.test.ts', "beforeAll(() => vi.stubGlobal('fetch', fake));\n");
    write('src/b/hoists.test.ts', 'const calls = vi.hoisted(() => []);\n');
    write('build/envs.test.ts', "vi.stubEnv('MODE', 'production');\n");
    write('src/c/plain.test.ts', "it('adds', () => expect(vi.fn()).not.toHaveBeenCalled());\n");
    write('src/c/helper.ts', "vi.mock('./not-a-test');\n");
    write('src/node_modules/dep/x.test.ts', "vi.mock('y');\n");

    expect(testFilesWithModuleState(root, ['src', 'build', 'missing'])).toEqual([
      'build/envs.test.ts',
      'src/a/mocks.test.tsx',
      'src/b/hoists.test.ts',
      'src/b/stubs.test.ts',
    ]);
  });

  it('include the web files that do so today (a mocked module missed would never apply)', () => {
    const web = path.resolve(import.meta.dirname, '../../apps/web');
    const found = testFilesWithModuleState(web, ['src', 'build']);
    expect(found).toContain('src/features/temperatures/graph/polling-intervals.test.tsx');
    expect(found).toContain('src/lib/graphql/early-requests.test.ts');
  });
});
