import { isSensorModel, lostUplinksBetween, todayIn, type SensorModel } from '@ks/domain';
import type { Pool } from '../../db/database.js';

/** Dragino LHT65N's external probe feeds the sensor registered as `<DevEUI>-EXT` (decision 0200). */
export const PROBE_SUFFIX = '-EXT';

export interface UplinkSensor {
  id: string;
  hwid: string;
  model: SensorModel;
  lastFcnt: number | null;
  timezone: string;
}

/** The client's sensors named by a DevEUI (any case) and its probe channel; never another client's. */
export async function sensorsOfDevEui(
  pool: Pool,
  clientId: string,
  devEui: string,
): Promise<{ main?: UplinkSensor; probe?: UplinkSensor }> {
  const { rows } = await pool.query<{ id: string; hwid: string; model: string; lastFcnt: string | null; timezone: string | null }>(
    `SELECT s.id, s.hwid, s.model, s.last_fcnt AS "lastFcnt", l.timezone
       FROM sensors s LEFT JOIN locations l ON l.id = s.location_id
      WHERE s.client_id = $1 AND upper(s.hwid) IN ($2, $3)`,
    [clientId, devEui, `${devEui}${PROBE_SUFFIX}`],
  );
  const found: { main?: UplinkSensor; probe?: UplinkSensor } = {};
  for (const row of rows) {
    const sensor = {
      id: row.id,
      hwid: row.hwid,
      model: isSensorModel(row.model) ? row.model : 'GENERIC',
      lastFcnt: row.lastFcnt === null ? null : Number(row.lastFcnt),
      timezone: row.timezone ?? 'UTC',
    } satisfies UplinkSensor;
    if (row.hwid.toUpperCase() === devEui) found.main = sensor;
    else found.probe = sensor;
  }
  return found;
}

/**
 * Claims (sensor, fCnt) for this uplink: true the first time, false for a repeat (several gateways, a
 * retry). A claim older than 10 minutes no longer counts: the device rejoined and its counter restarted.
 */
export async function claimFrame(pool: Pool, sensor: UplinkSensor, clientId: string, fCnt: number, time: Date): Promise<boolean> {
  const { rows } = await pool.query(
    `INSERT INTO lorawan_uplinks (sensor_id, client_id, f_cnt, received_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (sensor_id, f_cnt) DO UPDATE SET received_at = EXCLUDED.received_at
       WHERE lorawan_uplinks.received_at < EXCLUDED.received_at - interval '10 minutes'
     RETURNING 1`,
    [sensor.id, clientId, fCnt, time],
  );
  if (rows.length > 0 && fCnt % 256 === 0) {
    await pool.query(`DELETE FROM lorawan_uplinks WHERE sensor_id = $1 AND received_at < $2::timestamptz - interval '2 days'`, [
      sensor.id,
      time,
    ]);
  }
  return rows.length > 0;
}

/**
 * The radio health of a new uplink: the best gateway's RSSI and SNR, the frame counter, and the frames
 * lost since the last one, counted for today in the location's zone.
 */
export async function recordRadio(
  pool: Pool,
  sensor: UplinkSensor,
  { fCnt, best, time }: { fCnt: number | null; best: { rssi: number | null; snr: number | null }; time: Date },
): Promise<void> {
  const lost = fCnt === null ? 0 : lostUplinksBetween(sensor.lastFcnt, fCnt);
  await pool.query(
    `UPDATE sensors SET radio_rssi = $2, radio_snr = $3, radio_at = $4,
        last_fcnt = CASE WHEN $5::bigint IS NULL THEN last_fcnt ELSE $5::bigint END,
        lost_uplinks_today = CASE WHEN lost_uplinks_day = $7::date THEN lost_uplinks_today + $6 ELSE $6 END,
        lost_uplinks_day = $7::date
      WHERE id = $1`,
    [sensor.id, best.rssi === null ? null : Math.round(best.rssi), best.snr, time, fCnt, lost, todayIn(sensor.timezone)],
  );
}

/** A repeat heard by a better gateway: its RSSI and SNR replace the first one's, for the same frame. */
export async function improveRadio(pool: Pool, sensor: UplinkSensor, fCnt: number, best: { rssi: number | null; snr: number | null }) {
  if (best.snr === null) return;
  await pool.query(
    `UPDATE sensors SET radio_rssi = $3, radio_snr = $4
      WHERE id = $1 AND last_fcnt = $2 AND (radio_snr IS NULL OR radio_snr < $4)`,
    [sensor.id, fCnt, best.rssi === null ? null : Math.round(best.rssi), best.snr],
  );
}

/** A ChirpStack `status` event's battery level on the sensor (feeds the low-battery notice). */
export async function recordBattery(pool: Pool, clientId: string, devEui: string, batteryLevel: number): Promise<boolean> {
  const { rowCount } = await pool.query('UPDATE sensors SET latest_battery_level = $3 WHERE client_id = $1 AND upper(hwid) = $2', [
    clientId,
    devEui,
    batteryLevel,
  ]);
  return (rowCount ?? 0) > 0;
}
