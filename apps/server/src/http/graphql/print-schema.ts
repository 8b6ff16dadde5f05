import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

/** Prints the schema to apps/server/schema.graphql; `--check` fails when the committed file is stale. */
const target = path.resolve(import.meta.dirname, '../../../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    console.error('apps/server/schema.graphql is stale: run `npm run schema:print` and commit it');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  fs.writeFileSync(target, printed);
  console.log(`wrote ${target}`);
}
