import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web from the server's printed schema (`npm run codegen`). */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.ts', 'src/**/*.tsx', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { ID: 'string', DateTime: 'string' },
      },
    },
  },
};

export { config as default };
