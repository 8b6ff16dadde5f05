import { fahrenheitToCelsius, READING_MESSAGES, unknownReadingFieldMessage } from '@ks/domain';
import mqtt from 'mqtt';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient } from '../../../test/factories.js';
import {
  alertsOf,
  gatewaySecret,
  monitoredAppliance,
  postReadings,
  reading,
  storedReadings,
  systemQuery,
  type MonitoredAppliance,
} from '../../../test/readings.js';
import { readingsTopic } from './mqtt-topics.js';

// PRODUCT.md "Units on the wire": readings are °C unless they say "unit": "F"; any other unit, or a field
// the API does not know, refuses that reading with a clear error, and the rest of the batch is stored.

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Units');
});

const fridge = () => monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
const temperatures = async (sensorId: string) => (await storedReadings(server.pool, sensorId)).map((r) => r.temperature);

describe('POST /ingest/v1/readings: units', () => {
  it('stores 38 °F as 3.33 °C, and a fridge held at 38 °F for an hour raises no alert', async () => {
    const appliance = await fridge();
    const secret = await gatewaySecret(server.pool, tenant.client.id);
    const readings = [60, 45, 30, 15, 0].map((minutesAgo) => reading(appliance.hwid, minutesAgo, 38, Date.now(), { unit: 'F' }));
    const result = await postReadings(server, secret, { readings });
    expect(result).toMatchObject({ status: 200, body: { received: 5, accepted: 5, stored: 5, errors: [] } });
    for (const celsius of await temperatures(appliance.sensorId)) expect(celsius).toBeCloseTo(3.333, 3);
    expect(await alertsOf(server.pool, appliance.applianceId)).toEqual([]);
  });

  it('refuses an unknown unit and an unknown field, naming the field, and stores the rest of the batch', async () => {
    const appliance = await fridge();
    const result = await postReadings(server, appliance.secret, {
      readings: [
        reading(appliance.hwid, 4, 3.5),
        reading(appliance.hwid, 3, 38, Date.now(), { unit: 'K' }),
        reading(appliance.hwid, 2, 38, Date.now(), { scale: 'fahrenheit' }),
        reading(appliance.hwid, 1, 41, Date.now(), { unit: 'F' }),
        reading(appliance.hwid, 0, 4, Date.now(), { unit: 'C' }),
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ received: 5, accepted: 3, stored: 3 });
    expect(result.body.errors).toEqual([
      { index: 1, hwid: appliance.hwid, field: 'unit', message: READING_MESSAGES.unit },
      { index: 2, hwid: appliance.hwid, field: 'scale', message: unknownReadingFieldMessage('scale') },
    ]);
    expect(await temperatures(appliance.sensorId)).toEqual([3.5, 5, 4]);
  });

  it('holds a 135 °F hot-holding limit exactly: 134.8 °F raises an alert, exactly 135 °F does not', async () => {
    const hotWell = async () => {
      const appliance = await monitoredAppliance(server.pool, {
        clientId: tenant.client.id,
        locationId: tenant.location.id,
        type: 'HOT_HOLDING',
      });
      // As a US location's new hot holding is written: ≥ 135 °F, stored as exact °C.
      await systemQuery(server.pool, "UPDATE appliances SET safe_min_c = $1, safe_max_c = NULL, safe_zone_unit = 'F' WHERE id = $2", [
        fahrenheitToCelsius(135),
        appliance.applianceId,
      ]);
      return appliance;
    };
    const [below, at] = [await hotWell(), await hotWell()];
    const hour = (appliance: MonitoredAppliance, fahrenheit: number) =>
      [60, 45, 30, 15, 0].map((minutesAgo) => reading(appliance.hwid, minutesAgo, fahrenheit, Date.now(), { unit: 'F' }));
    const secret = await gatewaySecret(server.pool, tenant.client.id);
    expect((await postReadings(server, secret, { readings: [...hour(below, 134.8), ...hour(at, 135)] })).body).toMatchObject({
      stored: 10,
    });
    expect(await alertsOf(server.pool, below.applianceId)).toMatchObject([{ reason: 'APPLIANCE_TOO_COLD' }]);
    expect(await alertsOf(server.pool, at.applianceId)).toEqual([]);
  });

  it('answers a °F temperature out of range in °F', async () => {
    const appliance = await fridge();
    const result = await postReadings(server, appliance.secret, { readings: [reading(appliance.hwid, 1, 600, Date.now(), { unit: 'F' })] });
    expect(result.body.errors).toEqual([{ index: 0, hwid: appliance.hwid, field: 'temperature', message: READING_MESSAGES.temperatureF }]);
    expect(await temperatures(appliance.sensorId)).toEqual([]);
  });
});

describe('MQTT: units', () => {
  it('stores °F converted, refuses an unknown unit or field with a logged reason, and stores the rest of the message', async () => {
    const appliance = await fridge();
    const log = vi.spyOn(server.system.log, 'warn');
    const device = await mqtt.connectAsync(server.mqttUrl, {
      clientId: `units-${appliance.hwid}`,
      username: `${appliance.hwid}@${appliance.clientId}`,
      password: appliance.secret,
      reconnectPeriod: 0,
    });
    try {
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
      const message = [
        { time: at(30), temperature: 38, unit: 'F' },
        { time: at(20), temperature: 38, unit: 'kelvin' },
        { time: at(10), temperature: 38, fahrenheit: true },
        { time: at(0), temperature: 37.4, unit: 'F' },
      ];
      // QoS 1: the broker acknowledges once the intake has stored (or refused) every reading of it.
      await device.publishAsync(readingsTopic(appliance.clientId, appliance.hwid), JSON.stringify(message), { qos: 1 });
      const stored = await temperatures(appliance.sensorId);
      expect(stored).toHaveLength(2);
      expect(stored[0]).toBeCloseTo(3.333, 3);
      expect(stored[1]).toBeCloseTo(3, 3);
      expect(log).toHaveBeenCalledWith({ refused: 2 }, `MQTT: 2 reading(s) refused, first: ${READING_MESSAGES.unit}`);
      expect(await alertsOf(server.pool, appliance.applianceId)).toEqual([]);
    } finally {
      log.mockRestore();
      await device.endAsync(true);
    }
  });
});
