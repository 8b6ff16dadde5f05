import { MESSAGES } from '@ks/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { buildUser } from '../../../test/factories.js';
import { gql, loginAs, mailFor, tokenFromMail, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';

// Issue 15 item 6 (ASVS 5.0 V6): the places a password is set are a reset and an invitation's acceptance,
// both through newPassword; seeds and factories hash theirs directly.
const SEND_RESET = 'mutation($email: String!) { sendPasswordResetLink(email: $email) { status errorCode } }';
const NEW_PASSWORD = 'mutation($input: NewPasswordInput!) { newPassword(input: $input) { status errorCode } }';
const CREATE = 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }';

const server = useTestServer();

async function resetToken(email: string): Promise<string> {
  const before = mailFor(server, email).length;
  await gql(server, SEND_RESET, { email });
  return tokenFromMail((await waitForMail(server, email, before + 1))[0]!.text);
}

const setPassword = (token: string, password: string) =>
  gql<{ newPassword: { status: string; errorCode: string | null } }>(server, NEW_PASSWORD, { input: { token, password } });

const hashOf = async (id: string) =>
  (await withSystemTx(server.pool, (db) => db.select().from(users).where(eq(users.id, id))))[0]?.passwordHash;

describe('new passwords', () => {
  it.each(['password123', '12345678', 'qwertyuiop', 'aaaaaaaa', 'Password123', 'iloveyou2'])(
    'refuses %s on reset, changing nothing and keeping the link usable',
    async (password) => {
      const user = await buildUser(server.pool);
      const before = await hashOf(user.id);
      const token = await resetToken(user.email);
      const refused = await setPassword(token, password);
      expect(refused.errors?.[0]?.message).toBe(MESSAGES.passwordTooCommon);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ category: 'validation', field: 'password', code: 'PASSWORD_TOO_COMMON' });
      expect(await hashOf(user.id)).toBe(before);
      expect((await setPassword(token, 'a-kitchen-of-my-own')).data?.newPassword.status).toBe('SUCCESS');
    },
  );

  it('refuses a password containing the e-mail or its local part', async () => {
    const user = await buildUser(server.pool);
    const local = user.email.split('@')[0]!;
    const token = await resetToken(user.email);
    for (const password of [`${local}-2024`, `x${user.email}x`, local.toUpperCase() + '!!']) {
      expect((await setPassword(token, password)).errors?.[0]?.message).toBe(MESSAGES.passwordContainsEmail);
      expect((await setPassword(token, password)).errors?.[0]?.extensions?.code).toBe('PASSWORD_CONTAINS_EMAIL');
    }
    expect((await setPassword(token, 'kitchen-demo-1')).data?.newPassword.status).toBe('SUCCESS');
    await loginAs(server, user.email, 'kitchen-demo-1');
  });

  it('refuses a common password when an invited person sets their first one', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const email = `invited-${Date.now()}@harbor.example`;
    const created = await gql<{ createUser: { id: string } }>(
      server,
      CREATE,
      { input: { email, firstname: 'Ines', lastname: 'Invited', accessLevel: 'STANDARD_USER', locationIds: [locationA.id] } },
      { token: manager.token },
    );
    const token = tokenFromMail((await waitForMail(server, email))[0]!.text);
    expect((await setPassword(token, 'qwertyuiop')).errors?.[0]?.message).toBe(MESSAGES.passwordTooCommon);
    expect(await hashOf(created.data!.createUser.id)).toBeNull();
    expect((await setPassword(token, 'my-first-kitchen-password')).data?.newPassword.status).toBe('SUCCESS');
  });

  it('answers an unknown token as before, whatever the password', async () => {
    expect((await setPassword('not-a-token', 'password123')).data?.newPassword).toEqual({
      status: 'ERROR',
      errorCode: 'ERROR_INVALID_TOKEN',
    });
  });
});
