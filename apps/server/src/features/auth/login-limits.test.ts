import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ADDRESSES_PER_ACCOUNT, ATTEMPTS_PER_ADDRESS } from '../../auth/login-limit.js';
import { buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { mailFor } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { access_token } }';
const SEND_RESET = 'mutation($email: String!) { sendPasswordResetLink(email: $email) { status errorCode } }';
const SEND_MAGIC = 'mutation($email: String!) { sendMagicLink(email: $email) { status errorCode } }';

interface Answer {
  data: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

const server = useTestServer();

/**
 * One GraphQL request over its own connection from `from`, a loopback address: the whole 127.0.0.0/8 is
 * this machine, so each source address is a different client address to the server, without proxies.
 */
function gqlFrom(from: string, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const url = new URL('/graphql', server.url);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as Answer);
          } catch (error) {
            reject(new Error(`HTTP ${response.statusCode}: ${text}`, { cause: error }));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const login = (from: string, username: string, password: string) => gqlFrom(from, LOGIN, { input: { username, password } });
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code ?? (answer.data ? 'OK' : 'NONE');

/** How many answers had each outcome: BAD_CREDENTIALS means the password was verified. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[String(codeOf(answer))] = (counts[String(codeOf(answer))] ?? 0) + 1;
  return counts;
}

describe('password attempts, counted before the password is verified', () => {
  it('verifies at most 10 of 120 simultaneous wrong passwords from one address, and the owner still signs in from another', async () => {
    const victim = await buildUser(server.pool);
    const flood = await Promise.all(Array.from({ length: 120 }, () => login('127.0.0.1', victim.email, 'wrong-password')));
    expect(tally(flood)).toEqual({ BAD_CREDENTIALS: ATTEMPTS_PER_ADDRESS, RATE_LIMITED: 120 - ATTEMPTS_PER_ADDRESS });
    // The flooding address stays refused, even with the right password, until its window ends.
    expect(codeOf(await login('127.0.0.1', victim.email, FACTORY_PASSWORD))).toBe('RATE_LIMITED');
    // One address cannot reach the per-account ceiling: the owner, elsewhere, is not locked out.
    expect(codeOf(await login('127.0.0.2', victim.email, FACTORY_PASSWORD))).toBe('OK');
  });

  it('caps the distinct addresses trying one account, never refusing an address that already tried', async () => {
    const victim = await buildUser(server.pool);
    const addresses = Array.from({ length: ADDRESSES_PER_ACCOUNT }, (_, i) => `127.0.1.${i + 1}`);
    const first = await Promise.all(addresses.map((from) => login(from, victim.email, 'wrong-password')));
    expect(tally(first)).toEqual({ BAD_CREDENTIALS: ADDRESSES_PER_ACCOUNT });
    // One address more is refused before its password is looked at, right or wrong.
    expect(codeOf(await login('127.0.1.200', victim.email, FACTORY_PASSWORD))).toBe('RATE_LIMITED');
    // An address that already tried keeps its own allowance.
    expect(codeOf(await login(addresses[0]!, victim.email, FACTORY_PASSWORD))).toBe('OK');
    // Another account is untouched by this one's ceiling.
    const other = await buildUser(server.pool);
    expect(codeOf(await login('127.0.1.200', other.email, FACTORY_PASSWORD))).toBe('OK');
  });

  it('does not count right passwords: a person signing in again and again is never limited', async () => {
    const user = await buildUser(server.pool);
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS + 5; i++) expect(codeOf(await login('127.0.0.3', user.email, FACTORY_PASSWORD))).toBe('OK');
    // ...and the wrong ones still add up to the limit.
    const wrong = await Promise.all(Array.from({ length: 15 }, () => login('127.0.0.3', user.email, 'wrong-password')));
    expect(tally(wrong)).toEqual({ BAD_CREDENTIALS: ATTEMPTS_PER_ADDRESS, RATE_LIMITED: 15 - ATTEMPTS_PER_ADDRESS });
  });
});

describe('sign-in e-mails, counted before anything is sent', () => {
  it.each([
    ['password reset', SEND_RESET, 'sendPasswordResetLink'],
    ['magic link', SEND_MAGIC, 'sendMagicLink'],
  ])('sends at most 5 %s e-mails for 40 simultaneous requests', async (_label, mutation, field) => {
    const user = await buildUser(server.pool);
    const answers = await Promise.all(Array.from({ length: 40 }, () => gqlFrom('127.0.0.4', mutation, { email: user.email })));
    const sent = answers.filter((a) => (a.data?.[field] as { status?: string } | undefined)?.status === 'SUCCESS');
    expect(sent).toHaveLength(5);
    expect(tally(answers.filter((a) => !sent.includes(a)))).toEqual({ RATE_LIMITED: 35 });
    // Each mutation awaits its send (the mailbox stores a message before it answers DATA), so with every
    // answer in, every e-mail there will be is already in the mailbox: no waiting for a sixth.
    expect(mailFor(server, user.email)).toHaveLength(5);
  });
});
