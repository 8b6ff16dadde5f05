import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArchitecture, compareWithAllowList } from './architecture-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-architecture-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, source: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), source);
}

// A fixture tree breaking both rules: features a and b import each other, b's service imports a schema
// file and Fastify; c only imports a (no cycle); tests are not read.
write('features/a/a.service.ts', "import { b } from '../b/b.service.js';\nexport const a = b;\n");
write('features/a/a.schema.ts', 'export const schema = 1;\n');
write('features/b/b.service.ts', "import type { FastifyInstance } from 'fastify';\nexport { schema as b } from '../a/a.schema.js';\n");
write(
  'features/c/c.service.ts',
  "import { a } from '../a/a.service.js';\nexport const c = await import('../a/a.service.js').then(() => a);\n",
);
write('features/c/c.test.ts', "import { b } from '../b/b.service.js';\nimport Fastify from 'fastify';\n");
write('http/routes.ts', "import Fastify from 'fastify';\nimport { c } from '../features/c/c.service.js';\n");

describe('architecture guard', () => {
  it('finds the import cycle between feature folders and the services importing a schema file or a transport', () => {
    expect(checkArchitecture(root)).toEqual({
      featureCycles: ['a, b'],
      serviceImports: ['features/b/b.service.ts -> ../a/a.schema.js', 'features/b/b.service.ts -> fastify'],
    });
  });

  it('fails on them unless allowed, and on an allowed entry that no longer matches', () => {
    const report = checkArchitecture(root);
    expect(compareWithAllowList(report, { featureCycles: [], serviceImports: [] })).toEqual({
      violations: [
        'import cycle between features: a, b',
        'service imports a schema file or transport: features/b/b.service.ts -> ../a/a.schema.js',
        'service imports a schema file or transport: features/b/b.service.ts -> fastify',
      ],
      stale: [],
    });
    // A cycle within an allowed group passes; an entry nothing matches any more is reported.
    expect(
      compareWithAllowList(report, { featureCycles: ['a, b, c'], serviceImports: [...report.serviceImports, 'gone -> fastify'] }),
    ).toEqual({
      violations: [],
      stale: ['gone -> fastify'],
    });
    // A cycle that takes in a feature outside the allowed group fails.
    expect(compareWithAllowList(report, { featureCycles: ['a, c'], serviceImports: report.serviceImports }).violations).toEqual([
      'import cycle between features: a, b',
    ]);
  });
});
