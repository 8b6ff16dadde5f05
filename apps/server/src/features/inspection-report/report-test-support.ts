import type { RunningServer } from '../../server.js';
import { monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

const MIN = 60_000;

/**
 * "Walk-in fridge": attached 180 min ago, a reading every 5 min from 175 to 0 min ago except 115–60 (a
 * gap): 24 of 36 expected readings; 9 °C (in the danger zone, out of the safe zone) at 175–155 min ago,
 * 3 °C after.
 */
export async function walkInWithGap(server: RunningServer, tenant: { clientId: string; locationId: string }): Promise<MonitoredAppliance> {
  const fridge = await monitoredAppliance(server.pool, { ...tenant, attachedAt: new Date(Date.now() - 180 * MIN) });
  await systemQuery(server.pool, "UPDATE appliances SET name = 'Walk-in fridge' WHERE id = $1", [fridge.applianceId]);
  const readings = series(fridge.hwid, 175, 0, (m) => (m > 150 ? 9 : 3)).filter((r) => {
    const minutesAgo = (Date.now() - new Date(r.time as string).getTime()) / MIN;
    return minutesAgo < 60 || minutesAgo > 119;
  });
  if (readings.length !== 24) throw new Error(`expected 24 readings, built ${readings.length}`);
  await postReadings(server, fridge.secret, { readings });
  return fridge;
}
