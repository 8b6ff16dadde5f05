// docs/CONTRIBUTING.md works when followed (issue 40, "Docs as a map"): its marked code blocks are applied
// to a temporary copy of the repository, then the new files must pass ESLint and Prettier, the server must
// pass the architecture guard, print its schema and typecheck. The doc is the source: change the API and
// this fails until the walkthrough is changed with it.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/CONTRIBUTING.md'), 'utf8');

/** One applied block: `file` writes a new file, `append` adds to one, `insert` adds before a line, `rls` is checked. */
export interface ContributingStep {
  kind: 'file' | 'append' | 'insert' | 'rls';
  target: string;
  before?: string;
  body: string;
}

const STEP = /<!-- contributing:(file|append|insert|rls) (.+?) -->\n```\w*\n([\s\S]*?)\n```/g;

/** The marked blocks of the doc, in order. */
export function contributingSteps(markdown: string): ContributingStep[] {
  return [...markdown.matchAll(STEP)].map(([, kind, where, body]) => {
    const [target, before] = where!.split(' before: ');
    return { kind: kind as ContributingStep['kind'], target: target!.trim(), before: before?.trim(), body: `${body}\n` };
  });
}

/** Copies the tracked files (as they are in the working tree) and links the installed packages. */
function copyRepository(into: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    fs.copyFileSync(from, path.join(into, file));
  }
  // node_modules entries point at the real packages, except the workspaces (@ks/*), which must be the copy's.
  fs.mkdirSync(path.join(into, 'node_modules/@ks'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@ks') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(into, 'node_modules', entry));
  }
  for (const entry of fs.readdirSync(path.join(root, 'node_modules/@ks'))) {
    const link = fs.readlinkSync(path.join(root, 'node_modules/@ks', entry));
    fs.symlinkSync(link, path.join(into, 'node_modules/@ks', entry));
  }
  fs.symlinkSync(path.join(root, 'tools/node_modules'), path.join(into, 'tools/node_modules'));
}

/** Applies one step to the copy; returns the file it created, if any. */
function apply(copy: string, step: ContributingStep): string | null {
  const file = path.join(copy, step.target);
  if (step.kind === 'rls') return null;
  if (step.kind === 'file') {
    if (fs.existsSync(file)) throw new Error(`${step.target} exists already: the walkthrough must add a new file`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, step.body);
    return step.target;
  }
  const text = fs.readFileSync(file, 'utf8');
  if (step.kind === 'append') {
    fs.writeFileSync(file, `${text.endsWith('\n') ? text : `${text}\n`}${step.body}`);
    return null;
  }
  const at = text.indexOf(step.before ?? '');
  if (!step.before || at < 0) throw new Error(`${step.target} has no line starting "${step.before}"`);
  fs.writeFileSync(file, `${text.slice(0, at)}${step.body}${text.slice(at)}`);
  return null;
}

interface Check {
  label: string;
  ok: boolean;
  output: string;
  seconds: number;
}

/** Runs one command in the copy, keeping what it printed. */
function run(copy: string, label: string, command: string, args: string[]): Promise<Check> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: copy, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error}\n`));
    child.on('close', (code) => resolve({ label, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const steps = contributingSteps(doc);
let copy = '';
let created: string[] = [];

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-contributing-'));
  copyRepository(copy);
  created = steps.map((step) => apply(copy, step)).filter((file): file is string => file !== null);
}, 60_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('docs/CONTRIBUTING.md, followed step by step in a copy of the repository', () => {
  it('marks a domain file, a table, a service, a schema, a test, the wiring and the RLS block', () => {
    expect(steps.map((step) => step.kind)).toContain('rls');
    expect(created.some((file) => file.startsWith('packages/domain/src/'))).toBe(true);
    expect(created.some((file) => file.startsWith('apps/server/src/db/schema/'))).toBe(true);
    for (const suffix of ['.service.ts', '.schema.ts', '.test.ts']) expect(created.some((file) => file.endsWith(suffix))).toBe(true);
    expect(steps.some((step) => step.target === 'apps/server/src/http/graphql/schema.ts')).toBe(true);
  });

  it('gives each new table of the walkthrough its row-level security, as the tenancy rules ask', () => {
    for (const step of steps.filter((s) => s.kind === 'rls')) {
      const table = step.target;
      expect(steps.some((s) => s.kind === 'file' && s.body.includes(`pgTable(\n  '${table}'`))).toBe(true);
      for (const statement of [
        `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
        `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
        `CREATE POLICY system_all ON ${table}`,
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ks_app`,
        `CREATE POLICY tenant_isolation ON ${table} TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id())`,
      ]) {
        expect(step.body).toContain(statement);
      }
    }
  });

  it('passes ESLint, Prettier, the architecture guard, schema:print and the server typecheck', async () => {
    // ESLint's typed rules and tsc work on a program: here the new files and everything they import (the
    // workspace's tsconfig.json also holds tools, e2e and bench, which the walkthrough does not touch).
    fs.writeFileSync(path.join(copy, 'tsconfig.json'), JSON.stringify({ extends: './tsconfig.base.json', include: created }));
    const bin = (name: string) => path.join(copy, 'node_modules/.bin', name);
    const checks = await Promise.all([
      run(copy, 'eslint', bin('eslint'), ['--max-warnings=0', ...created]),
      run(copy, 'tsc', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
      run(copy, 'prettier', bin('prettier'), ['--check', ...created]),
      run(copy, 'architecture guard', bin('tsx'), ['tools/guards/architecture-check.ts']),
      run(copy, 'schema:print', bin('tsx'), ['apps/server/src/http/graphql/print-schema.ts']),
    ]);
    console.log(`contributing walkthrough: ${checks.map((check) => `${check.label} ${check.seconds} s`).join(', ')}`);
    const failed = checks.filter((check) => !check.ok).map((check) => `${check.label} failed:\n${check.output}`);
    expect(failed).toEqual([]);
    const printed = fs.readFileSync(path.join(copy, 'apps/server/schema.graphql'), 'utf8');
    for (const field of steps.flatMap((step) => [...step.body.matchAll(/^ {2}(\w+): t\.field\(/gm)].map((m) => m[1]!))) {
      expect(printed).toContain(`${field}(`);
    }
  }, 400_000);
});
