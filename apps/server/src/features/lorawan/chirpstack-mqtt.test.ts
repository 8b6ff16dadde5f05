import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../test/until.js';
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../../../test/harness.js';
import { buildClient } from '../../../test/factories.js';
import { chirpstackUp, devEui, integration, integrationRow, LHT65N_EXAMPLE, loraFridge, sensorRadio } from '../../../test/lorawan.js';
import { MOSQUITTO_BINARY, startPlainMosquitto } from '../../../test/mosquitto.js';
import { alertsOf, storedReadings } from '../../../test/readings.js';
import { skipWithout } from '../../../test/required-service.js';
import { chirpstackEventOf, startChirpstackMqtt, type ChirpstackMqttIntake } from './chirpstack-mqtt.js';

// ChirpStack's MQTT integration against a real Mosquitto, configured as ChirpStack's own setups ship it: the
// test publishes what ChirpStack v4 publishes (JSON encoding), the server reads it through CHIRPSTACK_MQTT_URL.
const NO_MOSQUITTO_HERE = skipWithout('a Mosquitto binary', Boolean(MOSQUITTO_BINARY));
const APPLICATION = '17c82e96-be03-4f38-aef3-f83d48582d97';
const integrationId = randomUUID();

let broker: Awaited<ReturnType<typeof startPlainMosquitto>>;
let server: RunningServer;
let chirpstack: MqttClient;
const intakes: ChirpstackMqttIntake[] = [];

const topic = (eui: string, event: string) => `application/${APPLICATION}/device/${eui.toLowerCase()}/event/${event}`;
const publish = (eui: string, event: string, body: unknown) => chirpstack.publishAsync(topic(eui, event), JSON.stringify(body), { qos: 1 });

describe('chirpstackEventOf', () => {
  it('reads the event of ChirpStack v4 topics only', () => {
    expect(chirpstackEventOf(`application/${APPLICATION}/device/0016c001f153a14c/event/up`)).toBe('up');
    expect(chirpstackEventOf('application/a/device/b/event/status')).toBe('status');
    expect(chirpstackEventOf('application/a/device/b/command/down')).toBeNull();
    expect(chirpstackEventOf('application/a/device/b/event/up/extra')).toBeNull();
    expect(chirpstackEventOf('ks/readings/x')).toBeNull();
  });
});

describe.skipIf(NO_MOSQUITTO_HERE)('ChirpStack MQTT integration (CHIRPSTACK_MQTT_URL) through a real Mosquitto', () => {
  beforeAll(async () => {
    broker = await startPlainMosquitto();
    server = await startTestServer({ config: { chirpstackMqtt: { url: broker.url, integrationId, applicationId: undefined } } });
    await server.chirpstackMqtt!.ready;
    chirpstack = await mqtt.connectAsync(broker.url, { clientId: 'chirpstack-test', reconnectPeriod: 0 });
  });
  afterAll(async () => {
    await chirpstack?.endAsync();
    for (const intake of intakes) await intake.stop();
    await server?.stop();
    await broker?.stop();
  });

  it('stores up events through the same path as the HTTP integration, keeps the battery, bounds DevEUIs by the client', async () => {
    const ours = await buildClient(server.pool, 'Chirp MQTT ours');
    const theirs = await buildClient(server.pool, 'Chirp MQTT theirs');
    await integration(server.pool, ours.client.id, 'CHIRPSTACK', integrationId);
    const fridge = await loraFridge(server.pool, ours.client.id, ours.location.id, 'DRAGINO_LHT65N');
    const their = await loraFridge(server.pool, theirs.client.id, theirs.location.id, 'DRAGINO_LHT65N');
    const time = new Date(Date.now() - 60_000);

    await publish(fridge.devEui, 'up', chirpstackUp(fridge.devEui, { fCnt: 7, time, data: LHT65N_EXAMPLE }));
    const readings = await until(
      () => storedReadings(server.pool, fridge.sensorId),
      (rows) => rows.length > 0,
    );
    expect(readings).toHaveLength(1);
    expect(readings[0]).toMatchObject({ temperature: 28.29 });
    expect(new Date(readings[0]!.time).getTime()).toBe(time.getTime());
    // The radio is recorded after the readings' transaction.
    const radio = await until(
      () => sensorRadio(server.pool, fridge.sensorId),
      (row) => row.last_fcnt !== null,
    );
    expect(radio).toMatchObject({ radio_rssi: -98, radio_snr: 4.5, last_fcnt: '7' });

    const status = { time: new Date().toISOString(), deviceInfo: { devEui: fridge.devEui.toLowerCase() }, batteryLevel: 41.6 };
    await publish(fridge.devEui, 'status', status);
    await publish(fridge.devEui, 'join', { deviceInfo: { devEui: fridge.devEui.toLowerCase() } });
    // Another client's device and a device nobody registered: counted on the integration, nothing stored.
    await publish(their.devEui, 'up', chirpstackUp(their.devEui, { fCnt: 1, time, data: LHT65N_EXAMPLE }));
    const unknown = devEui();
    await publish(unknown, 'up', chirpstackUp(unknown, { fCnt: 1, time, data: LHT65N_EXAMPLE }));
    const counters = await until(
      () => integrationRow(server.pool, integrationId),
      (row) => row.bad_uplinks >= 2,
    );
    expect(counters).toEqual({
      uplinks: 1,
      bad_uplinks: 2,
      last_error: `Unknown DevEUI ${unknown}: register a sensor with this hardware id`,
    });
    expect((await sensorRadio(server.pool, fridge.sensorId)).latest_battery_level).toBe(42);
    expect(await storedReadings(server.pool, their.sensorId)).toHaveLength(0);
  });

  it('raises the breach of LoRaWAN readings like any other', async () => {
    const { client, location } = await buildClient(server.pool, 'Chirp MQTT breach');
    await server.pool.query('UPDATE network_integrations SET client_id = $2 WHERE id = $1', [integrationId, client.id]);
    const fridge = await loraFridge(server.pool, client.id, location.id, 'MILESIGHT_EM300_TH');
    const now = Date.now();
    // 3 °C, then 9 °C for 40 minutes: past the fridge's 30-minute delay (decoded by ChirpStack's codec).
    for (let minutesAgo = 80, fCnt = 1; minutesAgo >= 0; minutesAgo -= 5, fCnt += 1) {
      const body = chirpstackUp(fridge.devEui, { fCnt, time: new Date(now - minutesAgo * 60_000), data: '' });
      await publish(fridge.devEui, 'up', { ...body, object: { temperature: minutesAgo > 40 ? 3 : 9, humidity: 50, battery: 90 } });
    }
    const readings = await until(
      () => storedReadings(server.pool, fridge.sensorId),
      (rows) => rows.length >= 17,
    );
    expect(readings).toHaveLength(17);
    const alerts = await alertsOf(server.pool, fridge.applianceId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'DETECTED', reason: 'APPLIANCE_TOO_WARM' });
  });

  it('keeps its session: events published while the server is away are stored when it is back', async () => {
    const { client, location } = await buildClient(server.pool, 'Chirp MQTT away');
    await server.pool.query('UPDATE network_integrations SET client_id = $2 WHERE id = $1', [integrationId, client.id]);
    const fridge = await loraFridge(server.pool, client.id, location.id, 'DRAGINO_LHT65N');
    await server.chirpstackMqtt!.stop();
    for (let fCnt = 20; fCnt < 23; fCnt += 1) {
      const time = new Date(Date.now() - (30 - fCnt) * 60_000);
      await publish(fridge.devEui, 'up', chirpstackUp(fridge.devEui, { fCnt, time, data: LHT65N_EXAMPLE }));
    }
    expect(await storedReadings(server.pool, fridge.sensorId)).toHaveLength(0);
    const back = startChirpstackMqtt(server.system, {
      url: broker.url,
      integrationId,
      clientId: `${server.system.config.mqttClientId}-chirpstack`,
    });
    intakes.push(back);
    await back.ready;
    const readings = await until(
      () => storedReadings(server.pool, fridge.sensorId),
      (rows) => rows.length >= 3,
    );
    expect(readings).toHaveLength(3);
  });
});
