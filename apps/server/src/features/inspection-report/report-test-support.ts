import type { RunningServer } from '../../server.js';
import { monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

const MIN = 60_000;

/**
 * The walk-in's danger time by the equipment page's food clock (decision 0350), an air sensor with the
 * food estimate (time constant 30 min), counted from its first reading (175 min ago, at 9 °C): 55 min
 * while the estimate stays above 5 °C (the food lags the air: it is still above 5 °C at the last reading
 * before the gap, 120 min ago), then the 65-min gap after that unsafe estimate, counted whole (if in
 * doubt, throw it out). The air rule alone said 25.
 */
export const WALK_IN_FOOD_DANGER_MIN = 55 + 65;

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
