import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { monitoredAppliance, systemQuery } from '../../../test/readings.js';
import { runCalibrationReminderTick } from './calibration-reminders.service.js';

const server = useTestServer();
const tick = () => runCalibrationReminderTick({ system: server.system });

describe('calibration reminders', () => {
  it("e-mails the location's managers once per due date, and again after a passed check moves it", async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    // Registered six months and a day ago, never checked: due yesterday.
    await systemQuery(server.pool, "UPDATE sensors SET created_at = now() - interval '6 months 1 day' WHERE id = $1", [fridge.sensorId]);
    const about = (address: string) => mailFor(server, address).filter((m) => m.subject.includes(fridge.hwid));

    await tick();
    await waitForMail(server, 'lm@harbor.example');
    const [mail] = about('lm@harbor.example');
    expect(mail?.subject).toBe(`Sensor calibration due: ${fridge.hwid}`);
    expect(mail?.text).toContain(`/temperatures/${DEMO_IDS.harborDowntown}/`);
    expect(about('manager@harbor.example')).toHaveLength(1);
    expect(about('cook@harbor.example')).toHaveLength(0);
    expect(about('manager@sunrise.example')).toHaveLength(0);

    await tick();
    expect(about('lm@harbor.example')).toHaveLength(1);

    // A passed check eight months ago moves the due date to two months ago: a new date, reminded again.
    await systemQuery(
      server.pool,
      `INSERT INTO calibration_checks (client_id, sensor_id, location_id, method, reference_c, sensor_c, unit, tolerance_c, passed, checked_at)
       VALUES ($1, $2, $3, 'ICE_POINT', 0, 0.2, 'C', 1, true, now() - interval '8 months')`,
      [DEMO_IDS.harbor, fridge.sensorId, DEMO_IDS.harborDowntown],
    );
    await tick();
    await waitForMail(server, 'lm@harbor.example', mailFor(server, 'lm@harbor.example').length);
    expect(about('lm@harbor.example')).toHaveLength(2);

    // A check today moves it six months ahead: nothing more.
    await systemQuery(
      server.pool,
      `INSERT INTO calibration_checks (client_id, sensor_id, location_id, method, reference_c, sensor_c, unit, tolerance_c, passed, checked_at)
       VALUES ($1, $2, $3, 'ICE_POINT', 0, 0.2, 'C', 1, true, now())`,
      [DEMO_IDS.harbor, fridge.sensorId, DEMO_IDS.harborDowntown],
    );
    await tick();
    expect(about('lm@harbor.example')).toHaveLength(2);
  });
});
