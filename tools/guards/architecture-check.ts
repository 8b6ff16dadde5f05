// The server's architecture rules, checked on every `npm test` (issue #16):
//   1. no import cycle between feature folders (apps/server/src/features/<name>/);
//   2. no service (`*.service.ts`) imports a GraphQL schema file (`*.schema.ts`) or a transport
//      (`fastify`, `graphql-yoga`): services take a request scope, not a request.
// Today's violations are listed in architecture-allowlist.ts; anything else fails, and so does an
// allow-list entry that no longer matches anything, so the list can only shrink.
import fs from 'node:fs';
import path from 'node:path';
import { ALLOWED_FEATURE_CYCLES, ALLOWED_SERVICE_IMPORTS } from './architecture-allowlist.js';

export interface ArchitectureReport {
  /** Each cycle as its feature folders, sorted and joined by ', '. */
  featureCycles: string[];
  /** `<service file, relative to the source root> -> <import as written>`. */
  serviceImports: string[];
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const TRANSPORTS = ['fastify', 'graphql-yoga'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => (match[1] ?? match[2])!);
}

/** The feature folder a file lies in, if any. */
function featureOf(file: string, featuresDir: string): string | null {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
}

const isTransport = (specifier: string) => TRANSPORTS.some((name) => specifier === name || specifier.startsWith(`${name}/`));
const isSchemaFile = (specifier: string) => specifier.startsWith('.') && /\.schema(\.js|\.ts)?$/.test(specifier);

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Reads the server source under `sourceRoot` (apps/server/src) and reports what breaks the rules. */
export function checkArchitecture(sourceRoot: string): ArchitectureReport {
  const featuresDir = path.join(sourceRoot, 'features');
  const graph = new Map<string, Set<string>>();
  const serviceImports: string[] = [];
  for (const file of sourceFiles(sourceRoot)) {
    const specifiers = importsOf(fs.readFileSync(file, 'utf8'));
    const from = featureOf(file, featuresDir);
    if (from && !graph.has(from)) graph.set(from, new Set());
    for (const specifier of specifiers) {
      if (/\.service\.tsx?$/.test(file) && (isTransport(specifier) || isSchemaFile(specifier))) {
        serviceImports.push(`${path.relative(sourceRoot, file).split(path.sep).join('/')} -> ${specifier}`);
      }
      if (!from || !specifier.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier), featuresDir);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return { featureCycles: cycles(graph).map((cycle) => cycle.join(', ')), serviceImports: serviceImports.sort() };
}

/**
 * What the report has beyond the allow-list (violations), and allow-list entries it no longer needs.
 * An allowed cycle is a group of features: a cycle among some of them is tolerated (it shrinks as the
 * work goes), one that takes in any other feature is a violation.
 */
export function compareWithAllowList(
  report: ArchitectureReport,
  allowed: ArchitectureReport = { featureCycles: ALLOWED_FEATURE_CYCLES, serviceImports: ALLOWED_SERVICE_IMPORTS },
): { violations: string[]; stale: string[] } {
  const members = (cycle: string) => cycle.split(', ');
  const within = (cycle: string, group: string) => members(cycle).every((feature) => members(group).includes(feature));
  const violations = [
    ...report.featureCycles
      .filter((cycle) => !allowed.featureCycles.some((group) => within(cycle, group)))
      .map((cycle) => `import cycle between features: ${cycle}`),
    ...report.serviceImports
      .filter((entry) => !allowed.serviceImports.includes(entry))
      .map((entry) => `service imports a schema file or transport: ${entry}`),
  ];
  const stale = [
    ...allowed.featureCycles.filter((group) => !report.featureCycles.some((cycle) => within(cycle, group))),
    ...allowed.serviceImports.filter((entry) => !report.serviceImports.includes(entry)),
  ];
  return { violations, stale };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sourceRoot = path.resolve(import.meta.dirname, '../../apps/server/src');
  const { violations, stale } = compareWithAllowList(checkArchitecture(sourceRoot));
  for (const line of violations) console.error(line);
  for (const line of stale) console.error(`no longer needed in tools/guards/architecture-allowlist.ts (delete it): ${line}`);
  if (violations.length + stale.length > 0) process.exit(1);
  console.log('architecture: no feature import cycle, no service importing a schema file or transport (beyond the allow-list)');
}
