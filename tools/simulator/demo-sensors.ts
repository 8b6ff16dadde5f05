import { demoSensorSecret } from '../../apps/server/src/seed/estate-seed.js';
import type { SimulatedKind } from './sensor-curves.js';

/** A demo sensor the simulator drives, with what it needs to send as that sensor. */
export interface DemoSensor {
  clientId: string;
  hwid: string;
  secret: string;
  kind: SimulatedKind;
  applianceName: string;
  latestTemperature: number | null;
  latestAt: string | null;
  batteryLevel: number | null;
  signalLevel: number | null;
}

interface SensorsAnswer {
  sensors: Array<{
    hwid: string;
    latestData: { temperature: number | null; batteryLevel: number | null; signalLevel: number | null; time: string } | null;
    appliance: { name: string; type: SimulatedKind } | null;
  }>;
}

/** The demo account that manages both demo clients (PRODUCT.md). */
const DEMO_LOGIN = { username: 'multi@demo.example', password: 'kitchen-demo-1' };

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(`GraphQL: ${body.errors?.map((e) => e.message).join('; ') ?? response.status}`);
  return body.data;
}

/**
 * The demo sensors attached to equipment, read through the real API as the demo manager of both
 * clients. Their ingest secrets are the demo-only ones the seed derives from the hardware id (the seed
 * writes them outside production only), so nothing secret is printed or stored anywhere.
 */
export async function loadDemoSensors(url: string): Promise<DemoSensor[]> {
  const { login } = await graphql<{ login: { access_token: string } }>(
    url,
    'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: DEMO_LOGIN },
  );
  const auth = { authorization: `Bearer ${login.access_token}` };
  const { clients } = await graphql<{ clients: Array<{ id: string }> }>(url, '{ clients { id } }', {}, auth);
  const sensors: DemoSensor[] = [];
  for (const client of clients) {
    const answer = await graphql<SensorsAnswer>(
      url,
      '{ sensors { hwid latestData { temperature batteryLevel signalLevel time } appliance { name type } } }',
      {},
      { ...auth, 'client-id': client.id },
    );
    for (const sensor of answer.sensors) {
      if (!sensor.appliance) continue;
      sensors.push({
        clientId: client.id,
        hwid: sensor.hwid,
        secret: demoSensorSecret(sensor.hwid),
        kind: sensor.appliance.type,
        applianceName: sensor.appliance.name,
        latestTemperature: sensor.latestData?.temperature ?? null,
        latestAt: sensor.latestData?.time ?? null,
        batteryLevel: sensor.latestData?.batteryLevel ?? null,
        signalLevel: sensor.latestData?.signalLevel ?? null,
      });
    }
  }
  return sensors;
}
