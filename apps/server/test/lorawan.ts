import { randomBytes } from 'node:crypto';
import { hashToken, newSecureToken } from '../src/auth/secure-token.js';
import { withSystemTx, type Pool } from '../src/db/database.js';
import { networkIntegrations } from '../src/db/schema/index.js';
import { monitoredAppliance, systemQuery } from './readings.js';

/** What the LoRaWAN tests share: integrations, LoRaWAN fridges, ChirpStack-shaped events and the radio columns. */

/** A network integration of `kind` for the client, with its secret (as createNetworkIntegration gives it). */
export async function integration(pool: Pool, clientId: string, kind: 'CHIRPSTACK' | 'THE_THINGS_STACK', id?: string) {
  const secret = `ksn_${newSecureToken()}`;
  const [row] = await withSystemTx(pool, (db) =>
    db
      .insert(networkIntegrations)
      .values({ ...(id ? { id } : {}), clientId, kind, name: `${kind} test`, secretHash: hashToken(secret) })
      .returning(),
  );
  return { id: row!.id, secret };
}

export const devEui = () => randomBytes(8).toString('hex').toUpperCase();

/** A fridge whose sensor is a LoRaWAN device of `model`, its hwid the DevEUI (written in lower case, as people do). */
export async function loraFridge(pool: Pool, clientId: string, locationId: string, model: string) {
  const fridge = await monitoredAppliance(pool, { clientId, locationId });
  const eui = devEui();
  await systemQuery(pool, 'UPDATE sensors SET hwid = $2, model = $3 WHERE id = $1', [fridge.sensorId, eui.toLowerCase(), model]);
  return { ...fridge, devEui: eui };
}

/** ChirpStack v4 HTTP integration `up` event, JSON encoding (chirpstack.io "Integrations > Events > up"). */
export function chirpstackUp(eui: string, { fCnt, time, data, rxInfo }: { fCnt: number; time: Date; data: string; rxInfo?: unknown[] }) {
  return {
    deduplicationId: '3b1a2f0e-9d8c-4b1a-8e2f-2c7f1d3a5b6c',
    time: time.toISOString(),
    deviceInfo: {
      tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
      tenantName: 'ChirpStack',
      applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
      applicationName: 'Kitchen',
      deviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
      deviceProfileName: 'Dragino LHT65N',
      deviceName: 'walk-in-1',
      devEui: eui.toLowerCase(),
      tags: {},
    },
    devAddr: '01fa3c21',
    adr: true,
    dr: 5,
    fCnt,
    fPort: 2,
    confirmed: false,
    data,
    rxInfo: rxInfo ?? [
      {
        gatewayId: '0016c001f153a14c',
        uplinkId: 4217106255,
        rssi: -98,
        snr: 4.5,
        channel: 2,
        rfChain: 1,
        context: 'EFwMtA==',
        crcStatus: 'CRC_OK',
      },
    ],
    txInfo: { frequency: 868500000, modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } } },
  };
}

/** LHT65N manual §2.4 example (CBF60B0D0376010ADD7FFF): 28.29 °C built-in, 27.81 °C probe. */
export const LHT65N_EXAMPLE = Buffer.from('CBF60B0D0376010ADD7FFF', 'hex').toString('base64');

/** The radio and battery columns of a sensor. */
export const sensorRadio = async (pool: Pool, sensorId: string) =>
  (
    await systemQuery<{
      radio_rssi: number;
      radio_snr: number;
      last_fcnt: string;
      lost_uplinks_today: number;
      latest_battery_level: number;
    }>(pool, 'SELECT radio_rssi, radio_snr, last_fcnt, lost_uplinks_today, latest_battery_level FROM sensors WHERE id = $1', [sensorId])
  ).rows[0]!;
/** An integration's uplink counters and last error. */
export const integrationRow = async (pool: Pool, id: string) =>
  (
    await systemQuery<{ uplinks: number; bad_uplinks: number; last_error: string | null }>(
      pool,
      'SELECT uplinks, bad_uplinks, last_error FROM network_integrations WHERE id = $1',
      [id],
    )
  ).rows[0]!;
