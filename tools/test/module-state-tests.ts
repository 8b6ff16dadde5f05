import fs from 'node:fs';
import path from 'node:path';

/**
 * Calls that change what other files would see in a worker shared by many test files: a module mocked
 * (the real one may already be loaded there by an earlier file, so the mock never applies) or a global
 * stubbed (it stays stubbed for the next file; vitest only undoes vi.fn spies between files).
 */
const MODULE_STATE_CALL = /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|resetModules|stubGlobal|stubEnv|importMock)\s*\(/;

/** A test file name: *.test.ts or *.test.tsx. */
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `root`'s `folders`, as paths relative to `root`, sorted. */
export function testFilesUnder(root: string, folders: string[]): string[] {
  return folders
    .flatMap((folder) => {
      const dir = path.join(root, folder);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
        .map((file) => path.join(folder, file).split(path.sep).join('/'));
    })
    .sort();
}

/**
 * The test files under `root`'s `folders` (paths relative to `root`, sorted) that mock modules or stub
 * globals: vitest.config.ts runs these in workers of their own, one per file, and all the other files of
 * the same project one after the other in a shared worker that loads jsdom and the modules once.
 */
export function testFilesWithModuleState(root: string, folders: string[]): string[] {
  return testFilesUnder(root, folders).filter((file) => MODULE_STATE_CALL.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
