// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlDocumentsInline } from './graphql-documents-inline';

const LOGIN_SOURCE = 'mutation Login { login { access_token } }';
const LOGIN = JSON.stringify(parse(LOGIN_SOURCE, { noLocation: true }));
const ROW = '{"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentRow"}}]}';

function pluginOver(generated: string) {
  const gql = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-gql-'));
  fs.writeFileSync(path.join(gql, 'graphql.ts'), generated);
  const plugin = graphqlDocumentsInline(gql);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return { gql, transform: (code: string, id = '/app/src/features/auth/auth.operations.ts') => transform.call({} as never, code, id) };
}

describe('graphqlDocumentsInline', () => {
  const generated = [
    'export type LoginMutation = { login: string };',
    `export const LoginDocument = ${LOGIN} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;`,
    `export const EquipmentRowFragmentDoc = ${ROW} as unknown as DocumentNode<EquipmentRowFragment, unknown>;`,
  ].join('\n');

  it('puts the compiled document of each graphql() call in its place', () => {
    const { transform } = pluginOver(generated);
    const source = [
      "import { graphql } from '../../gql';",
      'export const LoginDocument = graphql(`',
      '  mutation Login($input: LoginInput!) { login(input: $input) { access_token } }',
      '`);',
      'export const Row = graphql(`fragment EquipmentRow on Appliance { id }`);',
    ].join('\n');
    const result = transform(source);
    // An operation carries its printed text for requestGraphQL; a fragment is the document alone.
    const login = `{"__query":${JSON.stringify(print(parse(LOGIN_SOURCE)))},${LOGIN.slice(1)}`;
    expect(result?.code).toContain(`export const LoginDocument = (${login});`);
    expect(JSON.parse(login)).toMatchObject({ __query: 'mutation Login {\n  login {\n    access_token\n  }\n}', kind: 'Document' });
    expect(result?.code).toContain(`export const Row = (${ROW});`);
    expect(result?.code).not.toContain('graphql(`');
  });

  it('leaves files without documents, unknown documents and the generated folder alone', () => {
    const { gql, transform } = pluginOver(generated);
    expect(transform('export const a = 1;')).toBeNull();
    expect(transform('const D = graphql(`query Missing { me { id } }`);')).toBeNull();
    expect(transform('const D = graphql(`query Login { me { id } }`);', path.join(gql, 'gql.ts'))).toBeNull();
  });
});
