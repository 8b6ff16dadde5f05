import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant, tokenFor } from '../../../test/people.js';
import { usersWantingEmail } from './notification-preferences.service.js';

const PROFILE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id email firstname lastname displayName nickname phone personalEmail personalPhoneNumber }
}`;
const PREFERENCES = `mutation($input: PreferencesInput!) {
  updateMyPreferences(input: $input) { id language temperatureUnit notificationChannels { kind email } }
}`;
const ME = '{ me { id email language temperatureUnit notificationChannels { kind email } } }';

const server = useTestServer();

const names = { firstname: 'Ana', lastname: 'Lopez' };

describe('updateProfile', () => {
  it('saves names, nickname and contact details; blank fields are cleared', async () => {
    const user = await buildUser(server.pool);
    const token = await tokenFor(user.id);
    const saved = await gql<{ updateProfile: Record<string, unknown> }>(
      server,
      PROFILE,
      { input: { ...names, nickname: 'Annie', phone: '+34 600 000 001', personalEmail: 'ana@home.example', personalPhoneNumber: '' } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateProfile).toMatchObject({
      firstname: 'Ana',
      displayName: 'Annie',
      phone: '+34 600 000 001',
      personalEmail: 'ana@home.example',
      personalPhoneNumber: null,
      email: user.email,
    });
    const row = await server.pool.query('SELECT nickname, personal_email FROM users WHERE id = $1', [user.id]);
    expect(row.rows[0]).toEqual({ nickname: 'Annie', personal_email: 'ana@home.example' });
  });

  it.each([
    [{ personalEmail: 'ana.home.example' }, 'Please include "@" in your email address'],
    [{ personalEmail: 'ana@home' }, 'Invalid email address'],
    [{ phone: 'call me maybe' }, 'Invalid phone number'],
    [{ firstname: '  ' }, 'Field is required'],
  ])('refuses %j with %j and changes nothing', async (change, message) => {
    const user = await buildUser(server.pool);
    const result = await gql(server, PROFILE, { input: { ...names, nickname: 'Changed', ...change } }, { token: await tokenFor(user.id) });
    expect(result.errors?.[0]?.message).toBe(message);
    const row = await server.pool.query('SELECT firstname, nickname FROM users WHERE id = $1', [user.id]);
    expect(row.rows[0]).toEqual({ firstname: 'Test', nickname: null });
  });

  it('changes the sign-in e-mail only with the current password', async () => {
    const user = await buildUser(server.pool);
    const token = await tokenFor(user.id);
    const email = `renamed-${user.id.slice(0, 6)}@example.com`;
    for (const currentPassword of [undefined, 'not-my-password']) {
      const refused = await gql(server, PROFILE, { input: { ...names, email, currentPassword } }, { token });
      expect(refused.errors?.[0]?.message).toBe('The password is not correct');
      expect(refused.errors?.[0]?.extensions?.field).toBe('currentPassword');
    }
    expect((await server.pool.query('SELECT email, firstname FROM users WHERE id = $1', [user.id])).rows[0]).toEqual({
      email: user.email,
      firstname: 'Test',
    });
    const changed = await gql<{ updateProfile: { email: string } }>(
      server,
      PROFILE,
      { input: { ...names, email, currentPassword: FACTORY_PASSWORD } },
      { token },
    );
    expect(changed.data?.updateProfile.email).toBe(email);
    await loginAs(server, email, FACTORY_PASSWORD);
  });

  it('refuses a sign-in e-mail that another account (of any client) uses', async () => {
    const user = await buildUser(server.pool);
    const result = await gql(
      server,
      PROFILE,
      { input: { ...names, email: 'manager@sunrise.example', currentPassword: FACTORY_PASSWORD } },
      { token: await tokenFor(user.id) },
    );
    expect(result.errors?.[0]?.message).toBe('A user with this email address already exists');
    expect((await server.pool.query('SELECT email FROM users WHERE id = $1', [user.id])).rows[0].email).toBe(user.email);
  });

  it('limits password guesses when changing the sign-in e-mail', async () => {
    const user = await buildUser(server.pool);
    const token = await tokenFor(user.id);
    for (let i = 0; i < 10; i++) {
      const wrong = await gql(
        server,
        PROFILE,
        { input: { ...names, email: 'guess@example.com', currentPassword: `guess-${i}` } },
        { token },
      );
      expect(wrong.errors?.[0]?.message).toBe('The password is not correct');
    }
    const limited = await gql(
      server,
      PROFILE,
      { input: { ...names, email: 'guess@example.com', currentPassword: FACTORY_PASSWORD } },
      { token },
    );
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('works for a member of several clients before a client is chosen', async () => {
    const { token } = await loginAs(server, 'multi@demo.example');
    const result = await gql<{ updateProfile: { firstname: string } }>(
      server,
      PROFILE,
      { input: { firstname: 'Morgan', lastname: 'Multi', nickname: 'Mo' } },
      { token },
    );
    expect(result.data?.updateProfile.firstname).toBe('Morgan');
    await gql(server, PROFILE, { input: { firstname: 'Morgan', lastname: 'Multi', nickname: null } }, { token });
  });
});

describe('updateMyPreferences', () => {
  it('keeps saving language and temperature unit', async () => {
    const user = await buildUser(server.pool);
    const token = await tokenFor(user.id);
    const result = await gql<{ updateMyPreferences: Record<string, unknown> }>(
      server,
      PREFERENCES,
      { input: { language: 'es', temperatureUnit: 'C' } },
      { token },
    );
    expect(result.data?.updateMyPreferences).toMatchObject({ language: 'es', temperatureUnit: 'C', notificationChannels: [] });
    const me = await gql<{ me: Record<string, unknown> }>(server, ME, {}, { token });
    expect(me.data?.me).toMatchObject({ language: 'es', temperatureUnit: 'C' });
  });

  it('lists the notices of the viewer level, on by default, and saves choices per client', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const lm = await buildMember(server.pool, client.id, 'LOCATION_MANAGER', [locationA.id]);
    const me = await gql<{ me: { notificationChannels: Array<{ kind: string; email: boolean }> } }>(
      server,
      ME,
      {},
      { token: manager.token },
    );
    expect(me.data?.me.notificationChannels).toEqual([
      { kind: 'TEMPERATURE_ALERT', email: true },
      { kind: 'ALERT_ESCALATION', email: true },
      { kind: 'SENSOR_OFFLINE', email: true },
      { kind: 'LOW_BATTERY', email: true },
    ]);
    const lmMe = await gql<{ me: { notificationChannels: Array<{ kind: string }> } }>(server, ME, {}, { token: lm.token });
    expect(lmMe.data?.me.notificationChannels.map((c) => c.kind)).toEqual(['TEMPERATURE_ALERT', 'SENSOR_OFFLINE', 'LOW_BATTERY']);

    const saved = await gql<{ updateMyPreferences: { notificationChannels: Array<{ kind: string; email: boolean }> } }>(
      server,
      PREFERENCES,
      { input: { notificationChannels: [{ kind: 'LOW_BATTERY', email: false }] } },
      { token: manager.token },
    );
    expect(saved.data?.updateMyPreferences.notificationChannels.find((c) => c.kind === 'LOW_BATTERY')?.email).toBe(false);
    const rows = await server.pool.query('SELECT client_id, kind, email FROM notification_preferences WHERE user_id = $1', [
      manager.user.id,
    ]);
    expect(rows.rows).toEqual([{ client_id: client.id, kind: 'LOW_BATTERY', email: false }]);
  });

  it('refuses a notice the level never receives, and saves nothing of the request', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', [locationA.id]);
    const result = await gql(
      server,
      PREFERENCES,
      { input: { temperatureUnit: 'C', notificationChannels: [{ kind: 'ALERT_ESCALATION', email: true }] } },
      { token: cook.token },
    );
    expect(result.errors?.[0]?.message).toBe('This notice is not sent at your access level');
    const row = await server.pool.query('SELECT temperature_unit FROM users WHERE id = $1', [cook.user.id]);
    expect(row.rows[0].temperature_unit).toBe('F');
  });

  it('tells senders of notices who wants them by e-mail (no choice saved means yes)', async () => {
    const { client } = await buildTenant(server.pool);
    const keeps = await buildMember(server.pool, client.id, 'MANAGER');
    const optsOut = await buildMember(server.pool, client.id, 'MANAGER');
    await gql(
      server,
      PREFERENCES,
      { input: { notificationChannels: [{ kind: 'ALERT_ESCALATION', email: false }] } },
      { token: optsOut.token },
    );
    const wanting = await withSystemTx(server.pool, (db) =>
      usersWantingEmail({ db, clientId: client.id, kind: 'ALERT_ESCALATION', userIds: [keeps.user.id, optsOut.user.id] }),
    );
    expect(wanting).toEqual([keeps.user.id]);
    const other = await withSystemTx(server.pool, (db) =>
      usersWantingEmail({ db, clientId: client.id, kind: 'TEMPERATURE_ALERT', userIds: [keeps.user.id, optsOut.user.id] }),
    );
    expect(other).toEqual([keeps.user.id, optsOut.user.id]);
  });

  it('keeps the choices of a member of two clients apart', async () => {
    const { token } = await loginAs(server, 'multi@demo.example');
    const off = { notificationChannels: [{ kind: 'TEMPERATURE_ALERT', email: false }] };
    await gql(server, PREFERENCES, { input: off }, { token, clientId: DEMO_IDS.harbor });
    type Channels = { me: { notificationChannels: Array<{ kind: string; email: boolean }> } };
    const harbor = await gql<Channels>(server, ME, {}, { token, clientId: DEMO_IDS.harbor });
    const sunrise = await gql<Channels>(server, ME, {}, { token, clientId: DEMO_IDS.sunrise });
    expect(harbor.data?.me.notificationChannels.find((c) => c.kind === 'TEMPERATURE_ALERT')?.email).toBe(false);
    expect(sunrise.data?.me.notificationChannels.find((c) => c.kind === 'TEMPERATURE_ALERT')?.email).toBe(true);
    await gql(
      server,
      PREFERENCES,
      { input: { notificationChannels: [{ kind: 'TEMPERATURE_ALERT', email: true }] } },
      { token, clientId: DEMO_IDS.harbor },
    );
  });
});
