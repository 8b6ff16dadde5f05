import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient } from '../../../test/factories.js';
import { chirpstackUp, devEui, integration, integrationRow, LHT65N_EXAMPLE, loraFridge, sensorRadio } from '../../../test/lorawan.js';
import { alertsOf, storedReadings } from '../../../test/readings.js';

const server = useTestServer();

async function post(path: string, secret: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers.authorization = `Bearer ${secret}`;
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** The Things Stack v3 webhook uplink message (thethingsindustries.com "Data formats > Uplink messages"). */
function ttsUplink(eui: string, { fCnt, time, decoded }: { fCnt: number; time: Date; decoded: Record<string, unknown> }) {
  return {
    end_device_ids: {
      device_id: `eui-${eui.toLowerCase()}`,
      application_ids: { application_id: 'kitchen-sensors' },
      dev_eui: eui,
      join_eui: '0000000000000000',
      dev_addr: '260B1234',
    },
    correlation_ids: ['as:up:01H0Z8J5V3Q9Y7W6X5V4T3S2R1'],
    received_at: new Date(time.getTime() + 40).toISOString(),
    uplink_message: {
      session_key_id: 'AYa7Dyk3xUvUWqX6Bp1Ang==',
      f_port: 85,
      f_cnt: fCnt,
      frm_payload: 'AXVcA2c0AQRoZQ==',
      decoded_payload: decoded,
      rx_metadata: [
        {
          gateway_ids: { gateway_id: 'kitchen-gw', eui: 'B827EBFFFE123456' },
          time: time.toISOString(),
          rssi: -121,
          channel_rssi: -121,
          snr: -13.2,
        },
      ],
      settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 9, coding_rate: '4/5' } }, frequency: '868100000' },
      received_at: time.toISOString(),
      consumed_airtime: '0.185344s',
    },
  };
}

describe('POST /ingest/v1/chirpstack', () => {
  it('decodes a Dragino LHT65N uplink, stores it at the network server’s time, once across gateways, best gateway kept', async () => {
    const { client, location } = await buildClient(server.pool, 'Chirp kitchen');
    const chirp = await integration(server.pool, client.id, 'CHIRPSTACK');
    const fridge = await loraFridge(server.pool, client.id, location.id, 'DRAGINO_LHT65N');
    const time = new Date(Date.now() - 60_000);
    const first = await post(
      '/ingest/v1/chirpstack?event=up',
      chirp.secret,
      chirpstackUp(fridge.devEui, { fCnt: 10, time, data: LHT65N_EXAMPLE }),
    );
    expect(first).toEqual({ status: 200, body: { status: 'stored', readings: 1 } });
    // The same frame heard by a second, closer gateway.
    const again = chirpstackUp(fridge.devEui, {
      fCnt: 10,
      time,
      data: LHT65N_EXAMPLE,
      rxInfo: [{ gatewayId: 'b827ebfffe000001', rssi: -71, snr: 9.25 }],
    });
    expect((await post('/ingest/v1/chirpstack?event=up', chirp.secret, again)).body).toEqual({ status: 'duplicate' });
    const readings = await storedReadings(server.pool, fridge.sensorId);
    expect(readings).toHaveLength(1);
    expect(readings[0]).toMatchObject({ temperature: 28.29 });
    expect(new Date(readings[0]!.time).getTime()).toBe(time.getTime());
    expect(await sensorRadio(server.pool, fridge.sensorId)).toMatchObject({
      radio_rssi: -71,
      radio_snr: 9.25,
      last_fcnt: '10',
      lost_uplinks_today: 0,
    });
    // fCnt 14 after 10: three uplinks lost.
    await post(
      '/ingest/v1/chirpstack?event=up',
      chirp.secret,
      chirpstackUp(fridge.devEui, { fCnt: 14, time: new Date(), data: LHT65N_EXAMPLE }),
    );
    expect(await sensorRadio(server.pool, fridge.sensorId)).toMatchObject({ last_fcnt: '14', lost_uplinks_today: 3 });
    expect(await integrationRow(server.pool, chirp.id)).toMatchObject({ uplinks: 2, bad_uplinks: 0 });
  });

  it('stores the battery of a status event and answers 204 to the other events', async () => {
    const { client, location } = await buildClient(server.pool, 'Chirp status');
    const chirp = await integration(server.pool, client.id, 'CHIRPSTACK');
    const fridge = await loraFridge(server.pool, client.id, location.id, 'DRAGINO_LHT65N');
    const status = {
      deduplicationId: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
      time: new Date().toISOString(),
      deviceInfo: { tenantId: 't', applicationId: 'a', deviceName: 'walk-in-1', devEui: fridge.devEui.toLowerCase() },
      margin: 7,
      externalPowerSource: false,
      batteryLevelUnavailable: false,
      batteryLevel: 17.5,
    };
    expect((await post('/ingest/v1/chirpstack?event=status', chirp.secret, status)).status).toBe(204);
    expect((await sensorRadio(server.pool, fridge.sensorId)).latest_battery_level).toBe(18);
    for (const event of ['join', 'ack', 'txack', 'log']) {
      expect((await post(`/ingest/v1/chirpstack?event=${event}`, chirp.secret, { deviceInfo: { devEui: fridge.devEui } })).status).toBe(
        204,
      );
    }
  });

  it('answers 200 to bad uplinks but counts them with the last error; a wrong secret is 401', async () => {
    const { client, location } = await buildClient(server.pool, 'Chirp bad');
    const chirp = await integration(server.pool, client.id, 'CHIRPSTACK');
    const fridge = await loraFridge(server.pool, client.id, location.id, 'DRAGINO_LHT65N');
    const unknown = devEui();
    const time = new Date();
    expect(
      (await post('/ingest/v1/chirpstack?event=up', chirp.secret, chirpstackUp(unknown, { fCnt: 1, time, data: LHT65N_EXAMPLE }))).body,
    ).toEqual({
      status: 'refused',
      error: `Unknown DevEUI ${unknown}: register a sensor with this hardware id`,
    });
    const short = Buffer.from('CBF60B0D03', 'hex').toString('base64');
    expect(
      (await post('/ingest/v1/chirpstack?event=up', chirp.secret, chirpstackUp(fridge.devEui, { fCnt: 2, time, data: short }))).status,
    ).toBe(200);
    expect(await integrationRow(server.pool, chirp.id)).toEqual({
      uplinks: 0,
      bad_uplinks: 2,
      last_error: 'DRAGINO_LHT65N payload must be 11 bytes, got 5',
    });
    expect(
      (
        await post(
          '/ingest/v1/chirpstack?event=up',
          'ksn_not-the-secret-at-all',
          chirpstackUp(fridge.devEui, { fCnt: 3, time, data: LHT65N_EXAMPLE }),
        )
      ).status,
    ).toBe(401);
    expect((await post('/ingest/v1/chirpstack?event=up', null, {})).status).toBe(401);
    expect(await storedReadings(server.pool, fridge.sensorId)).toHaveLength(0);
  });

  it('never matches another client’s DevEUI', async () => {
    const ours = await buildClient(server.pool, 'Chirp ours');
    const theirs = await buildClient(server.pool, 'Chirp theirs');
    const chirp = await integration(server.pool, ours.client.id, 'CHIRPSTACK');
    const their = await loraFridge(server.pool, theirs.client.id, theirs.location.id, 'DRAGINO_LHT65N');
    const result = await post(
      '/ingest/v1/chirpstack?event=up',
      chirp.secret,
      chirpstackUp(their.devEui, { fCnt: 1, time: new Date(), data: LHT65N_EXAMPLE }),
    );
    expect(result.body).toMatchObject({ status: 'refused' });
    expect(await storedReadings(server.pool, their.sensorId)).toHaveLength(0);
    // Nor does a TTS secret open the ChirpStack door.
    const tts = await integration(server.pool, theirs.client.id, 'THE_THINGS_STACK');
    expect(
      (
        await post(
          '/ingest/v1/chirpstack?event=up',
          tts.secret,
          chirpstackUp(their.devEui, { fCnt: 1, time: new Date(), data: LHT65N_EXAMPLE }),
        )
      ).status,
    ).toBe(401);
  });
});

describe('POST /ingest/v1/the-things-stack', () => {
  it('reads decoded_payload through the Milesight field map and raises the breach like any reading', async () => {
    const { client, location } = await buildClient(server.pool, 'TTS kitchen');
    const tts = await integration(server.pool, client.id, 'THE_THINGS_STACK');
    const fridge = await loraFridge(server.pool, client.id, location.id, 'MILESIGHT_EM300_TH');
    const now = Date.now();
    // 3 °C, then 9 °C for 40 minutes: past the fridge's 30-minute delay.
    for (let minutesAgo = 80, fCnt = 1; minutesAgo >= 0; minutesAgo -= 5, fCnt += 1) {
      const temperature = minutesAgo > 40 ? 3 : 9;
      const body = ttsUplink(fridge.devEui, {
        fCnt,
        time: new Date(now - minutesAgo * 60_000),
        decoded: { battery: 92, temperature, humidity: 50.5 },
      });
      expect((await post('/ingest/v1/the-things-stack', tts.secret, body)).body).toMatchObject({ status: 'stored' });
    }
    expect(await storedReadings(server.pool, fridge.sensorId)).toHaveLength(17);
    const alerts = await alertsOf(server.pool, fridge.applianceId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'DETECTED', reason: 'APPLIANCE_TOO_WARM' });
    expect(await sensorRadio(server.pool, fridge.sensorId)).toMatchObject({ radio_rssi: -121, radio_snr: -13.2, latest_battery_level: 92 });
  });

  it('refuses a decoded value beyond the model’s range, counted on the integration', async () => {
    const { client, location } = await buildClient(server.pool, 'TTS range');
    const tts = await integration(server.pool, client.id, 'THE_THINGS_STACK');
    const fridge = await loraFridge(server.pool, client.id, location.id, 'MILESIGHT_EM300_TH');
    const body = ttsUplink(fridge.devEui, { fCnt: 5, time: new Date(), decoded: { temperature: 120 } });
    expect((await post('/ingest/v1/the-things-stack', tts.secret, body)).body).toEqual({
      status: 'refused',
      error: "MILESIGHT_EM300_TH temperature 120 is outside the sensor's range -40..85",
    });
    expect(await integrationRow(server.pool, tts.id)).toMatchObject({ bad_uplinks: 1 });
  });
});
