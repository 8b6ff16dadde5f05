// With TEST_DATABASE_URL (CI: real PostgreSQL) the end-to-end run gets its own fresh database beside it,
// so browser tests never share rows or rate-limit counters with the integration suites.
import pg from 'pg';

export async function prepareE2eDatabase(testDatabaseUrl) {
  if (!testDatabaseUrl) return null;
  const url = new URL(testDatabaseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_e2e`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
