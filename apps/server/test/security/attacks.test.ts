import { SignJWT, UnsecuredJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { createGraphQLHandler } from '../../src/http/graphql/yoga.js';
import { DEMO_IDS } from '../../src/seed/demo-accounts.js';
import { buildClient } from '../factories.js';
import { gql, loginAs } from '../harness.js';
import { useTestServer } from '../suite-server.js';
import { TEST_JWT_SECRET } from '../people.js';
import { countWhere, monitoredAppliance, postReadings, reading, systemQuery, type MonitoredAppliance } from '../readings.js';
import { blankPng, downloadFile, uploadFile, uploadOk } from '../uploads.js';

/**
 * Issue 15's attacks that no feature test already makes, as tables: forged and misused tokens, GraphQL
 * abuse (alias, cost, token and directive bombs, batching, CSRF, introspection in production) and bad
 * ingest input. Each row names the attack and what holding looks like. Feature suites already cover:
 * expired and wrong-key tokens, refresh rotation and replay (auth.test), depth (query-limits.test),
 * ingest garbage, batch counts, wrong and foreign credentials (ingest-*.test), upload size, pixel bombs, SVG and
 * HTML, path-traversal names and foreign clients (files.test).
 */
const server = useTestServer();
let cook: { id: string; token: string; cookie: string };
let sunriseManagerId: string;
let fridge: MonitoredAppliance;

const ME = '{ me { id email } }';
const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

async function userId(email: string): Promise<string> {
  const { rows } = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM users WHERE lower(email) = $1', [email]);
  return rows[0]!.id;
}

beforeAll(async () => {
  const session = await loginAs(server, 'cook@harbor.example');
  cook = { id: await userId('cook@harbor.example'), ...session };
  sunriseManagerId = await userId('manager@sunrise.example');
  const tenant = await buildClient(server.pool, 'Ingest target');
  fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
});

/** A token as our server signs them (HS256, issuer, expiry, token version), with one thing changed. */
function signed(sub: string, change: { alg?: string; issuer?: string; expiresIn?: number | null; claims?: Record<string, unknown> } = {}) {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ tv: 0, ...change.claims })
    .setProtectedHeader({ alg: change.alg ?? 'HS256' })
    .setSubject(sub)
    .setIssuer(change.issuer ?? 'kitchen-sentinel')
    .setIssuedAt(now);
  if (change.expiresIn !== null) jwt = jwt.setExpirationTime(now + (change.expiresIn ?? 900));
  return jwt.sign(secretKey);
}

describe('forged and misused access tokens', () => {
  const cases: Array<[string, () => Promise<{ token?: string; clientId?: string; cookie?: string }>]> = [
    [
      'alg "none" (unsigned) naming the cook',
      async () => ({
        token: new UnsecuredJWT({ tv: 0 }).setSubject(cook.id).setIssuer('kitchen-sentinel').setExpirationTime('15m').encode(),
      }),
    ],
    ['HS512 with the right secret (algorithm switch)', async () => ({ token: await signed(cook.id, { alg: 'HS512' }) })],
    ['another issuer', async () => ({ token: await signed(cook.id, { issuer: 'someone-else' }) })],
    ['no expiry at all', async () => ({ token: await signed(cook.id, { expiresIn: null }) })],
    ['a user id that does not exist', async () => ({ token: await signed(randomUUID()) })],
    ['a subject that is not a user id', async () => ({ token: await signed("' OR 1=1 --") })],
    [
      'the payload of another user spliced onto the cook’s signature',
      async () => {
        const [header, , signature] = cook.token.split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: sunriseManagerId, tv: 0, iss: 'kitchen-sentinel', exp: Math.floor(Date.now() / 1000) + 600 }),
        ).toString('base64url');
        return { token: `${header}.${payload}.${signature}`, clientId: DEMO_IDS.sunrise };
      },
    ],
    ['the refresh cookie’s value sent as a bearer token', async () => ({ token: cook.cookie.split('=')[1] })],
    ['a bearer token sent only as a cookie', async () => ({ cookie: `ks_access=${cook.token}; authorization=Bearer%20${cook.token}` })],
  ];
  it.each(cases)('refuses %s: no viewer, nothing answered', async (_name, make) => {
    const options = await make();
    const result = await gql<{ me: { id: string } }>(server, ME, {}, options);
    expect(result.data?.me ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.category).toBe('authentication');
  });

  it('refuses the cook’s real token with Sunrise’s client id: the header only chooses among own memberships', async () => {
    const result = await gql(server, '{ locations { id name } }', {}, { token: cook.token, clientId: DEMO_IDS.sunrise });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('CLIENT_NOT_FOUND');
  });

  it('does not take an access token as a refresh cookie', async () => {
    const result = await gql(server, 'mutation { refreshToken { access_token } }', {}, { cookie: `ks_refresh=${cook.token}` });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.category).toBe('authentication');
  });
});

/** POSTs a raw body to /graphql (what `gql` cannot send: arrays, other content types). */
async function rawGraphQL(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }, method = 'POST') {
  const response = await fetch(`${server.url}/graphql${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${cook.token}`, ...headers },
    body: method === 'GET' ? undefined : body,
  });
  return { status: response.status, text: await response.text() };
}

describe('GraphQL abuse', () => {
  // Each field costs more the deeper it sits (graphql-armor: ×1.5 per level): 150 ids at depth 12 cost ~13,000.
  const deepChain = (leaf: string) => {
    let selection = leaf;
    for (let level = 0; level < 5; level++) selection = `summary { location { ${selection} } }`;
    return `locations { ${selection} }`;
  };
  const cases: Array<[string, () => string, RegExp]> = [
    [
      'an alias bomb (16 aliases of one field)',
      () => `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
      /Aliases limit/,
    ],
    ['a cost bomb (150 fields at the depth limit)', () => `{ ${deepChain('id '.repeat(150))} }`, /Cost limit/i],
    ['a token bomb (2,500 tokens)', () => `{ me { ${Array.from({ length: 2500 }, () => 'id').join(' ')} } }`, /Token limit/],
    [
      'a directive bomb (60 @include on one field)',
      () => `{ me { id ${Array.from({ length: 60 }, () => '@include(if: true)').join(' ')} } }`,
      /Directives limit/,
    ],
    [
      'a fragment cycle',
      () => '{ me { ...A } } fragment A on CurrentUser { ...B } fragment B on CurrentUser { ...A }',
      /Cannot spread fragment/,
    ],
  ];
  it.each(cases)('refuses %s before running it', async (_name, query, message) => {
    const result = await gql(server, query(), {}, { token: cook.token });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => error.message).join(' ')).toMatch(message);
  });

  it('refuses batched operations (an array of 50 operations in one request)', async () => {
    const batch = JSON.stringify(Array.from({ length: 50 }, () => ({ query: ME })));
    const result = await rawGraphQL(batch);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.text).not.toContain('cook@harbor.example');
  });

  it('refuses a mutation sent with GET and a simple cross-site form POST (CSRF)', async () => {
    const viaGet = await rawGraphQL(`query=${encodeURIComponent('mutation { logout { status } }')}`, { 'x-graphql-yoga-csrf': '1' }, 'GET');
    expect(viaGet.status).toBe(405);
    const form = await rawGraphQL(`query=${encodeURIComponent(ME)}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.text).not.toContain('cook@harbor.example');
    expect((await gql<{ me: { id: string } }>(server, ME, {}, { token: cook.token })).data?.me.id).toBe(cook.id);
  });

  it('refuses a request body over 1 MB before parsing it', async () => {
    const huge = JSON.stringify({ query: ME, variables: { padding: 'x'.repeat(1_100_000) } });
    expect((await rawGraphQL(huge)).status).toBe(413);
  });

  it('answers no introspection and no field suggestions in production', async () => {
    const yoga = createGraphQLHandler({ config: { env: 'production' } as Config, pool: server.pool, mailer: server.mailer });
    const ask = async (query: string) => {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) },
        { req: { headers: {} }, reply: {}, requestState: { tx: null, failed: false, afterCommit: [] } } as never,
      );
      return (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    };
    const introspection = await ask('{ __schema { types { name } } }');
    expect(introspection.data ?? null).toBeNull();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await ask('{ mee { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });
});

describe('ingest: bad input', () => {
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${server.url}/ingest/v1/readings`, { method: 'POST', headers: { authorization: `Bearer ${fridge.secret}`, ...headers }, body });
  const cases: Array<[string, () => string, Record<string, string>, number]> = [
    [
      'a body over 1 MB (one huge string)',
      () => JSON.stringify({ readings: [{ hwid: 'x'.repeat(1_200_000) }] }),
      { 'content-type': 'application/json' },
      413,
    ],
    ['JSON nested 100,000 levels deep', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`, { 'content-type': 'application/json' }, 400],
    ['a truncated JSON document', () => '{"readings": [{"hwid": "a", "time": ', { 'content-type': 'application/json' }, 400],
    [
      'a readings batch sent as text/plain',
      () => JSON.stringify({ readings: [reading('x', 1, 3)] }),
      { 'content-type': 'text/plain' },
      400,
    ],
    [
      'prototype keys in a reading (__proto__, constructor.prototype)',
      () =>
        `{"readings": [{"hwid": "__HWID__", "time": "${new Date(Date.now() - 60_000).toISOString()}", "temperature": 3, "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}]}`,
      { 'content-type': 'application/json' },
      400,
    ],
  ];
  it.each(cases)('refuses %s with a 4xx and stores nothing', async (_name, body, headers, status) => {
    const response = await post(body().replace('__HWID__', fridge.hwid), headers);
    expect(response.status).toBe(status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await countWhere(server.pool, 'sensor_readings', 'sensor_id = $1', [fridge.sensorId])).toBe(0);
  });

  it('takes the credential only from the Authorization header, never from the query string or body', async () => {
    const url = `${server.url}/ingest/v1/readings?access_token=${fridge.secret}`;
    const body = JSON.stringify({ secret: fridge.secret, readings: [reading(fridge.hwid, 2, 3)] });
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(401);
    expect((await postReadings(server, null, JSON.parse(body))).status).toBe(401);
  });
});

/** A 16 × 16 PNG whose header (with a correct checksum) claims another size: a bomb's first bytes. */
function claimingPng(width: number, height: number): Buffer {
  const bytes = Buffer.from(blankPng(16, 16));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29); // the IHDR chunk's CRC covers its type and data
  return bytes;
}

describe('uploads: hostile files', () => {
  const png = () => blankPng(16, 16);
  const countFiles = () => countWhere(server.pool, 'files', 'true');
  const cases: Array<[string, () => Buffer, string]> = [
    [
      'a PNG signature followed by garbage (a decoder crash)',
      () => Buffer.concat([png().subarray(0, 33), Buffer.alloc(4096, 0xab)]),
      'broken.png',
    ],
    ['a PNG whose header claims 60,000 × 60,000 pixels (truncated after it)', () => claimingPng(60_000, 60_000), 'huge.png'],
    ['an HTML page behind a PDF name', () => Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'report.pdf'],
  ];
  it.each(cases)('refuses %s with a 4xx and stores nothing', async (_name, bytes, fileName) => {
    const before = await countFiles();
    const result = await uploadFile(server, bytes(), fileName, { token: cook.token });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(await countFiles()).toBe(before);
  });

  it('stores a PNG + HTML polyglot only as re-encoded pixels: no script survives in any variant', async () => {
    const polyglot = Buffer.concat([png(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const file = await uploadOk(server, polyglot, 'polyglot.png', cook.token);
    for (const variant of ['original', 'small']) {
      const download = await downloadFile(server, `/files/${file.id}/${variant}`, { token: cook.token });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/^image\//);
      expect(download.bytes.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it.each([
    '/files/..%2F..%2Fetc%2Fpasswd/original',
    '/files/%2E%2E/%2E%2E/package.json',
    '/files/00000000-0000-4000-8000-000000000000/..%2F..',
  ])('answers the download path %s without content', async (path) => {
    const download = await downloadFile(server, path, { token: cook.token });
    expect(download.status).toBeGreaterThanOrEqual(400);
    expect(download.bytes.toString()).not.toMatch(/root:|"name"/);
  });
});
