import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../auth/access-token.js';
import { withSystemTx } from '../../db/database.js';
import { oneTimeTokens, refreshTokens, users } from '../../db/schema/index.js';
import { buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs, mailFor, refreshCookieOf, tokenFromMail, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { access_token } }';
const ME = '{ me { id email } }';
const REFRESH = 'mutation { refreshToken { access_token } }';
const LOGOUT = 'mutation { logout { status message } }';
const SEND_MAGIC = 'mutation($email: String!) { sendMagicLink(email: $email) { status errorCode } }';
const MAGIC_LOGIN = 'mutation($input: MagicLinkLoginInput!) { loginWithMagicToken(input: $input) { access_token } }';
const SEND_RESET = 'mutation($email: String!) { sendPasswordResetLink(email: $email) { status errorCode } }';
const NEW_PASSWORD = 'mutation($input: NewPasswordInput!) { newPassword(input: $input) { status errorCode } }';

const server = useTestServer();

describe('password login', () => {
  it('returns an access token and a Secure HttpOnly SameSite=Strict refresh cookie', async () => {
    const result = await gql<{ login: { access_token: string } }>(server, LOGIN, {
      input: { username: 'Cook@Harbor.example', password: 'kitchen-demo-1' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.setCookie).toMatch(/ks_refresh=[^;]+;/);
    expect(result.setCookie).toMatch(/HttpOnly/);
    expect(result.setCookie).toMatch(/Secure/);
    expect(result.setCookie).toMatch(/SameSite=Strict/);
    const me = await gql<{ me: { email: string } }>(server, ME, {}, { token: result.data!.login.access_token });
    expect(me.data?.me.email).toBe('cook@harbor.example');
  });

  it.each([
    ['a wrong password', 'cook@harbor.example', 'not-the-password'],
    ['an unknown e-mail', 'nobody@harbor.example', 'kitchen-demo-1'],
    ['a malformed e-mail', 'not an email', 'kitchen-demo-1'],
  ])('refuses %s with the spec message', async (_label, username, password) => {
    const result = await gql(server, LOGIN, { input: { username, password } });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Could not login with given credentials');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS');
    expect(result.setCookie).toBeNull();
  });

  it('rate-limits repeated failures for one account without touching others', async () => {
    const victim = await buildUser(server.pool);
    for (let i = 0; i < 10; i++) {
      const r = await gql(server, LOGIN, { input: { username: victim.email, password: 'wrong-password' } });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS');
    }
    const blocked = await gql(server, LOGIN, { input: { username: victim.email, password: FACTORY_PASSWORD } });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    const other = await buildUser(server.pool);
    const fine = await gql(server, LOGIN, { input: { username: other.email, password: FACTORY_PASSWORD } });
    expect(fine.errors).toBeUndefined();
  });

  it('refuses a deactivated user, and their refresh token stops working at once', async () => {
    const user = await buildUser(server.pool);
    const session = await loginAs(server, user.email, FACTORY_PASSWORD);
    await withSystemTx(server.pool, (db) => db.update(users).set({ isActive: false }).where(eq(users.id, user.id)));
    expect((await gql(server, LOGIN, { input: { username: user.email, password: FACTORY_PASSWORD } })).errors?.[0]?.extensions?.code).toBe(
      'BAD_CREDENTIALS',
    );
    expect((await gql(server, ME, {}, { token: session.token })).errors?.[0]?.extensions?.category).toBe('authentication');
    expect((await gql(server, REFRESH, {}, { cookie: session.cookie })).errors?.[0]?.message).toBe('unauthenticated');
  });
});

describe('access and refresh tokens', () => {
  it('answers protected fields without a token with the authentication category', async () => {
    const result = await gql(server, ME);
    expect(result.errors?.[0]?.message).toContain('unauthenticated');
    expect(result.errors?.[0]?.extensions?.category).toBe('authentication');
  });

  it('refuses an expired or forged access token', async () => {
    const [cook] = await withSystemTx(server.pool, (db) =>
      db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'cook@harbor.example'`),
    );
    const expired = await signAccessToken(
      'test-secret-that-is-long-enough-for-hs256',
      { userId: cook!.id, tokenVersion: 0 },
      new Date(Date.now() - 16 * 60_000),
    );
    expect((await gql(server, ME, {}, { token: expired })).errors?.[0]?.extensions?.category).toBe('authentication');
    const forged = await signAccessToken('some-other-secret-of-enough-length-xx', { userId: cook!.id, tokenVersion: 0 });
    expect((await gql(server, ME, {}, { token: forged })).errors?.[0]?.extensions?.category).toBe('authentication');
  });

  it('rotates the refresh token, and a replayed one revokes the whole family', async () => {
    const session = await loginAs(server, 'cook@harbor.example');
    const first = await gql<{ refreshToken: { access_token: string } }>(server, REFRESH, {}, { cookie: session.cookie });
    expect(first.errors).toBeUndefined();
    const rotated = refreshCookieOf(first.setCookie);
    expect(rotated).not.toBe(session.cookie);
    const me = await gql<{ me: { email: string } }>(server, ME, {}, { token: first.data!.refreshToken.access_token });
    expect(me.data?.me.email).toBe('cook@harbor.example');

    const replay = await gql(server, REFRESH, {}, { cookie: session.cookie });
    expect(replay.errors?.[0]?.extensions?.category).toBe('authentication');
    // The thief's replay also ends the legitimate holder's newer token.
    const afterReplay = await gql(server, REFRESH, {}, { cookie: rotated });
    expect(afterReplay.errors?.[0]?.extensions?.category).toBe('authentication');
  });

  it('refuses an expired refresh token', async () => {
    const session = await loginAs(server, 'cook@harbor.example');
    await withSystemTx(server.pool, (db) =>
      db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          sql`${refreshTokens.usedAt} IS NULL AND ${refreshTokens.revokedAt} IS NULL AND ${refreshTokens.createdAt} > now() - interval '5 seconds'`,
        ),
    );
    expect((await gql(server, REFRESH, {}, { cookie: session.cookie })).errors?.[0]?.message).toBe('unauthenticated');
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const session = await loginAs(server, 'porter@harbor.example');
    const out = await gql<{ logout: { status: string } }>(server, LOGOUT, {}, { cookie: session.cookie, token: session.token });
    expect(out.data?.logout.status).toBe('SUCCESS');
    expect(out.setCookie).toMatch(/ks_refresh=;/);
    expect((await gql(server, REFRESH, {}, { cookie: session.cookie })).errors?.[0]?.message).toBe('unauthenticated');
  });
});

describe('magic link', () => {
  it('mails a single-use link that signs in only with the same e-mail', async () => {
    const user = await buildUser(server.pool);
    const sent = await gql<{ sendMagicLink: { status: string } }>(server, SEND_MAGIC, { email: user.email });
    expect(sent.data?.sendMagicLink).toEqual({ status: 'SUCCESS', errorCode: null });
    const [mail] = await waitForMail(server, user.email);
    expect(mail!.subject).toBe('Your Kitchen Sentinel sign-in link');
    expect(mail!.text).toContain('/magiclink/callback?token=');
    const token = tokenFromMail(mail!.text);

    const wrongBrowser = await gql(server, MAGIC_LOGIN, { input: { token, username: 'cook@harbor.example' } });
    expect(wrongBrowser.errors?.[0]?.message).toBe(
      'Please make sure you used the most recent magic link, opened in the same browser as the login page.',
    );
    const ok = await gql<{ loginWithMagicToken: { access_token: string } }>(server, MAGIC_LOGIN, {
      input: { token, username: user.email },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.setCookie).toMatch(/ks_refresh=/);
    const me = await gql<{ me: { id: string } }>(server, ME, {}, { token: ok.data!.loginWithMagicToken.access_token });
    expect(me.data?.me.id).toBe(user.id);

    const reused = await gql(server, MAGIC_LOGIN, { input: { token, username: user.email } });
    expect(reused.errors?.[0]?.extensions?.code).toBe('INVALID_MAGIC_LINK');
  });

  it('voids an older link when a newer one is sent, and refuses expired ones', async () => {
    const user = await buildUser(server.pool);
    await gql(server, SEND_MAGIC, { email: user.email });
    const older = tokenFromMail((await waitForMail(server, user.email, 1))[0]!.text);
    await gql(server, SEND_MAGIC, { email: user.email });
    const newer = tokenFromMail((await waitForMail(server, user.email, 2))[0]!.text);
    expect((await gql(server, MAGIC_LOGIN, { input: { token: older, username: user.email } })).errors?.[0]?.extensions?.code).toBe(
      'INVALID_MAGIC_LINK',
    );
    await withSystemTx(server.pool, (db) =>
      db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.userId, user.id)),
    );
    expect((await gql(server, MAGIC_LOGIN, { input: { token: newer, username: user.email } })).errors?.[0]?.extensions?.code).toBe(
      'INVALID_MAGIC_LINK',
    );
  });

  it.each([
    ['nobody@nowhere.example', 'ERROR_EMAIL_NOT_REGISTERED'],
    ['no-at-sign.example', 'ERROR_INVALID_EMAIL'],
    ['broken@', 'ERROR_INVALID_EMAIL'],
  ])('answers %s with %s and sends nothing', async (email, errorCode) => {
    const before = server.smtp!.messages().length;
    const result = await gql<{ sendMagicLink: { status: string; errorCode: string } }>(server, SEND_MAGIC, { email });
    expect(result.data?.sendMagicLink).toEqual({ status: 'ERROR', errorCode });
    expect(server.smtp!.messages().length).toBe(before);
  });

  it('limits how many links one address can be sent', async () => {
    const user = await buildUser(server.pool);
    for (let i = 0; i < 5; i++)
      expect((await gql<{ sendMagicLink: { status: string } }>(server, SEND_MAGIC, { email: user.email })).data?.sendMagicLink.status).toBe(
        'SUCCESS',
      );
    const limited = await gql(server, SEND_MAGIC, { email: user.email });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    await waitForMail(server, user.email, 5);
    expect(mailFor(server, user.email)).toHaveLength(5);
  });
});

describe('password reset', () => {
  it('resets through the mailed link; the token is single use and old sessions end', async () => {
    const user = await buildUser(server.pool);
    const session = await loginAs(server, user.email, FACTORY_PASSWORD);
    const sent = await gql<{ sendPasswordResetLink: { status: string } }>(server, SEND_RESET, { email: user.email });
    expect(sent.data?.sendPasswordResetLink.status).toBe('SUCCESS');
    const [mail] = await waitForMail(server, user.email);
    expect(mail!.subject).toBe('Reset your Kitchen Sentinel password');
    const token = tokenFromMail(mail!.text);

    const short = await gql(server, NEW_PASSWORD, { input: { token, password: 'short' } });
    expect(short.errors?.[0]?.message).toBe('Password is too short. It must be at least 8 characters.');

    const changed = await gql<{ newPassword: { status: string } }>(server, NEW_PASSWORD, {
      input: { token, password: 'a-brand-new-password' },
    });
    expect(changed.data?.newPassword).toEqual({ status: 'SUCCESS', errorCode: null });
    expect((await gql(server, LOGIN, { input: { username: user.email, password: FACTORY_PASSWORD } })).errors?.[0]?.extensions?.code).toBe(
      'BAD_CREDENTIALS',
    );
    await loginAs(server, user.email, 'a-brand-new-password');
    expect((await gql(server, REFRESH, {}, { cookie: session.cookie })).errors?.[0]?.message).toBe('unauthenticated');

    const again = await gql<{ newPassword: { status: string; errorCode: string } }>(server, NEW_PASSWORD, {
      input: { token, password: 'another-password-2' },
    });
    expect(again.data?.newPassword).toEqual({ status: 'ERROR', errorCode: 'ERROR_INVALID_TOKEN' });
  });

  it('answers an unknown address with ERROR_EMAIL_NOT_REGISTERED', async () => {
    const result = await gql<{ sendPasswordResetLink: { status: string; errorCode: string } }>(server, SEND_RESET, {
      email: 'ghost@harbor.example',
    });
    expect(result.data?.sendPasswordResetLink).toEqual({ status: 'ERROR', errorCode: 'ERROR_EMAIL_NOT_REGISTERED' });
  });

  it('mails in the user language', async () => {
    const user = await buildUser(server.pool);
    await withSystemTx(server.pool, (db) => db.update(users).set({ language: 'es' }).where(eq(users.id, user.id)));
    await gql(server, SEND_RESET, { email: user.email });
    const [mail] = await waitForMail(server, user.email);
    expect(mail!.subject).toBe('Restablece tu contraseña de Kitchen Sentinel');
  });
});
