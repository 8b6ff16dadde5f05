import fs from 'node:fs';
import path from 'node:path';
import { parse, print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
// codegen writes each document on one line: export const LoginDocument = {…} as unknown as DocumentNode<…>;
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The name codegen's client preset gives a document's constant in src/gql/graphql.ts. */
function generatedName(source: string): string | null {
  const [definition] = parse(source).definitions;
  if (!definition || !('name' in definition) || !definition.name) return null;
  if (definition.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  if (definition.kind === 'OperationDefinition') return `${definition.name.value}Document`;
  return null;
}

/**
 * The compiled document, an operation's with its printed text as `__query` (what graphql's `print` gives
 * at run time): `requestGraphQL` sends it as is, so the public screens load no GraphQL printer. Apollo
 * ignores the property and prints the document it transformed.
 */
function withQueryText(document: string): string {
  const ast = JSON.parse(document) as DocumentNode;
  if (!ast.definitions.some((definition) => definition.kind === 'OperationDefinition')) return document;
  return `{"__query":${JSON.stringify(print(ast))},${document.slice(1)}`;
}

/** Codegen's compiled documents (src/gql/graphql.ts), as JSON text by constant name (`ClientsDocument`). */
export function readGeneratedDocuments(gqlDirectory: string): Map<string, string> {
  const source = fs.readFileSync(path.join(gqlDirectory, 'graphql.ts'), 'utf8');
  return new Map([...source.matchAll(GENERATED)].map((match) => [match[1]!, match[2]!]));
}

/** An operation's text exactly as `requestGraphQL` sends it (graphql's `print` of the compiled document). */
export function printedOperation(gqlDirectory: string, operationName: string): string {
  const document = readGeneratedDocuments(gqlDirectory).get(`${operationName}Document`);
  if (!document) throw new Error(`${operationName} is not in ${gqlDirectory}/graphql.ts: run npm run codegen`);
  return print(JSON.parse(document) as DocumentNode);
}

/**
 * Replaces each `graphql(`…`)` call with the compiled document codegen wrote for it in src/gql/graphql.ts,
 * written in place. The client preset's `graphql()` looks documents up in a map of every operation, and a
 * module shared by chunks lands whole in the chunk they share: the entry (and so /login) carried every
 * document of the app, and grew with each screen. Inlined, a chunk carries only the documents it uses and
 * nothing imports graphql.ts at run time (its enums are types). Stale documents cannot slip through:
 * `npm test` checks codegen is current before building.
 */
export function graphqlDocumentsInline(gqlDirectory: string): Plugin {
  const generatedFile = path.join(gqlDirectory, 'graphql.ts');
  let documents: Map<string, string> | null = null;
  const documentsByName = () => {
    documents ??= readGeneratedDocuments(gqlDirectory);
    return documents;
  };
  return {
    name: 'ks-graphql-documents-inline',
    enforce: 'pre',
    buildStart() {
      documents = null;
    },
    handleHotUpdate({ file }) {
      if (file === generatedFile) documents = null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDirectory) || !code.includes('graphql(`')) return null;
      let changed = false;
      const transformed = code.replace(CALL, (call, source: string) => {
        const name = generatedName(source);
        const document = name ? documentsByName().get(name) : undefined;
        if (!document) return call;
        changed = true;
        return `(${withQueryText(document)})`;
      });
      return changed ? { code: transformed, map: null } : null;
    },
  };
}
