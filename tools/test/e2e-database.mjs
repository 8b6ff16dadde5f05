// With TEST_DATABASE_URL (CI: real PostgreSQL) each end-to-end server gets its own fresh database beside
// it (`<name>_e2e`, `<name>_e2e_1`, …), so browser tests never share rows or rate-limit counters with the
// integration suites or with each other.
import pg from 'pg';

export async function prepareE2eDatabases(testDatabaseUrl, count) {
  if (!testDatabaseUrl) return [];
  const url = new URL(testDatabaseUrl);
  const base = `${url.pathname.slice(1) || 'postgres'}_e2e`;
  const names = Array.from({ length: count }, (_, index) => (index === 0 ? base : `${base}_${index}`));
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    for (const name of names) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
  return names.map((name) => {
    const copy = new URL(url);
    copy.pathname = `/${name}`;
    return copy.toString();
  });
}
