import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs, startTestServer } from '../../../test/harness.js';
import type { RunningServer } from '../../server.js';

/**
 * The armour in front of the schema: a query nested deeper than 12 fields is refused before it runs, and
 * fragments only name parts of a query, so spreading one adds no depth (screens share fragments freely).
 */
const MISSING_APPLIANCE = '00000000-0000-4000-8000-0000000fffff';

/** appliance → currentAlert → appliance → … → id: `levels` fields deep counting the leaf, written inline. */
function inlineChain(levels: number): string {
  let selection = 'id';
  for (let level = levels - 2; level >= 1; level--) selection = `${level % 2 === 1 ? 'currentAlert' : 'appliance'} { ${selection} }`;
  return `query { appliance(id: "${MISSING_APPLIANCE}") { ${selection} } }`;
}

/** The same chain with every level behind its own fragment spread. */
function fragmentChain(levels: number): string {
  const fragments: string[] = [];
  for (let level = 1; level <= levels - 2; level++) {
    const onType = level % 2 === 1 ? 'Appliance' : 'TempAlert';
    const field = level % 2 === 1 ? 'currentAlert' : 'appliance';
    const inner = level === levels - 2 ? 'id' : `...F${level + 1}`;
    fragments.push(`fragment F${level} on ${onType} { id ${field} { ${inner} } }`);
  }
  return `query { appliance(id: "${MISSING_APPLIANCE}") { ...F1 } } ${fragments.join(' ')}`;
}

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await loginAs(server, 'manager@harbor.example'));
});
afterAll(() => server?.stop());

describe('query limits', () => {
  it('refuses a query nested deeper than 12 fields', async () => {
    const result = await gql(server, inlineChain(13), {}, { token });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    expect((await gql(server, inlineChain(12), {}, { token })).errors).toBeUndefined();
  });

  it('does not count fragment spreads as depth', async () => {
    const result = await gql<{ appliance: null }>(server, fragmentChain(12), {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ appliance: null });
    expect((await gql(server, fragmentChain(13), {}, { token })).errors?.[0]?.message).toMatch(/depth/i);
  });
});
