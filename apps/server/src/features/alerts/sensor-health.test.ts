import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { notificationPreferences } from '../../db/schema/index.js';
import { backgroundSettled, mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, reading } from '../../../test/readings.js';
import { sendSensorHealthNotices } from './sensor-health.service.js';

const server = useTestServer();

/** A client with one location, a location manager assigned to it, and a clean mailbox for them. */
async function kitchen(name: string) {
  const tenant = await buildClient(server.pool, name);
  const lm = await buildUser(server.pool, {
    clientId: tenant.client.id,
    clientRole: 'LOCATION_MANAGER',
    locationIds: [tenant.location.id],
  });
  const sensor = () =>
    monitoredAppliance(server.pool, {
      clientId: tenant.client.id,
      locationId: tenant.location.id,
      attachedAt: new Date(Date.now() - 3_600_000),
    });
  return { tenant, lm, sensor };
}

const minutes = (n: number) => n * 60_000;
const noticesFor = (email: string, prefix: string) => mailFor(server, email).filter((m) => m.subject.startsWith(prefix));

describe('sensor health notices', () => {
  it('e-mails an offline sensor once per silence, and again after it came back and fell silent again', async () => {
    const { tenant, lm, sensor } = await kitchen('Offline Kitchen');
    const quiet = await sensor();
    await postReadings(server, quiet.secret, { readings: [reading(quiet.hwid, 20, 3)] });
    const now = new Date();
    expect((await sendSensorHealthNotices({ system: server.system, now })).offline).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForMail(server, lm.email);
    expect(mail!.subject).toBe('Sensors offline at Offline Kitchen Kitchen');
    expect(mail!.text).toContain(quiet.hwid);
    // Issue 17: the link opens the Sensors screen of the location, in the company that owns it.
    expect(mail!.text).toContain(`/sensors?location=${tenant.location.id}&client=${tenant.client.id}`);
    await sendSensorHealthNotices({ system: server.system, now: new Date(now.getTime() + minutes(5)) });
    await backgroundSettled(server);
    expect(noticesFor(lm.email, 'Sensors offline')).toHaveLength(1);

    await postReadings(server, quiet.secret, { readings: [reading(quiet.hwid, 0, 3)] });
    await sendSensorHealthNotices({ system: server.system, now: new Date(now.getTime() + minutes(5)) });
    await sendSensorHealthNotices({ system: server.system, now: new Date(now.getTime() + minutes(30)) });
    await waitForMail(server, lm.email, 2);
    expect(noticesFor(lm.email, 'Sensors offline')).toHaveLength(2);
  });

  it('counts a sensor that never reported since it was attached as offline', async () => {
    const { lm, sensor } = await kitchen('Never Kitchen');
    const never = await sensor();
    await sendSensorHealthNotices({ system: server.system });
    const [mail] = await waitForMail(server, lm.email);
    expect(mail!.text).toContain(`${never.hwid}`);
    expect(mail!.text).toContain('never reported');
  });

  it('e-mails a low battery once, and again only after a new battery ran low', async () => {
    const { lm, sensor } = await kitchen('Battery Kitchen');
    const weak = await sensor();
    await postReadings(server, weak.secret, { readings: [reading(weak.hwid, 1, 3, Date.now(), { batteryLevel: 15 })] });
    await sendSensorHealthNotices({ system: server.system });
    await sendSensorHealthNotices({ system: server.system });
    const [mail] = await waitForMail(server, lm.email);
    expect(mail!.subject).toBe('Low sensor battery at Battery Kitchen Kitchen');
    expect(mail!.text).toContain(`${weak.hwid}`);
    expect(mail!.text).toContain('battery 15 %');
    await postReadings(server, weak.secret, { readings: [reading(weak.hwid, 0.5, 3, Date.now(), { batteryLevel: 95 })] });
    await sendSensorHealthNotices({ system: server.system });
    await postReadings(server, weak.secret, { readings: [reading(weak.hwid, 0, 3, Date.now(), { batteryLevel: 11 })] });
    await sendSensorHealthNotices({ system: server.system });
    await waitForMail(server, lm.email, 2);
    expect(noticesFor(lm.email, 'Low sensor battery')).toHaveLength(2);
  });

  it('respects a location manager who switched the notice off in Settings', async () => {
    const { tenant, lm, sensor } = await kitchen('Quiet Kitchen');
    await withSystemTx(server.pool, (db) =>
      db.insert(notificationPreferences).values({ clientId: tenant.client.id, userId: lm.id, kind: 'LOW_BATTERY', email: false }),
    );
    const weak = await sensor();
    await postReadings(server, weak.secret, { readings: [reading(weak.hwid, 0, 3, Date.now(), { batteryLevel: 5 })] });
    const result = await sendSensorHealthNotices({ system: server.system });
    expect(result.lowBattery).toBeGreaterThanOrEqual(1);
    await backgroundSettled(server);
    expect(noticesFor(lm.email, 'Low sensor battery')).toEqual([]);
  });
});
