import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const declared: string[] = JSON.parse(fs.readFileSync(path.join(webRoot, 'package.json'), 'utf8')).sideEffects;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * A statement at the top of a module that calls something (`register…(…)`, `void start()`), or a bare
 * import of a module (a stylesheet's is kept by the "*.css" entry wherever its importer is).
 */
const RUNS_ON_IMPORT = /^(?:void |await )?[A-Za-z_$][\w$.]*\(|^import ['"](?![^'"]*\.css['"])/m;

describe('package.json "sideEffects"', () => {
  it('names every module that runs code when imported, so the build never drops one imported for that alone', () => {
    // The app's modules are declared free of side effects (a barrel's unused exports are left out of a
    // chunk); a module that registers something, starts something or imports a stylesheet when it is
    // imported must be listed, or a build could leave it out where nothing uses its exports.
    const running = sourceFiles(path.join(webRoot, 'src'))
      .filter((file) => RUNS_ON_IMPORT.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(webRoot, file).split(path.sep).join('/'))
      .sort();
    expect(running.length).toBeGreaterThan(3);
    expect(running.filter((file) => !declared.includes(file))).toEqual([]);
  });
});
