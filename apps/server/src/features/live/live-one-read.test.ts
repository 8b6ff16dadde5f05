import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { publishLive } from '../../events/live-bus.js';
import type { LiveEvent } from '../../events/live-event.js';
import { loginAs } from '../../../test/harness.js';
import { statementsSentDuring } from '../../../test/pg-statements.js';
import { raiseFixit } from '../../../test/quests.js';
import { monitoredAppliance } from '../../../test/readings.js';
import { subscribeLive, type LiveMessage, type LiveSubscriber } from '../../../test/live-subscriber.js';
import { useTestServer } from '../../../test/suite-server.js';

// Issue 33 item 2: "each live event is read once per subscriber on the server". A published event is read
// once for all of its client's subscribers on an instance, then filtered per subscriber without a read.

interface ProgressData {
  locationProgressChanged: { kind: string; fixit: { id: string; status: string } | null; questActivation: { id: string } | null };
}
const PROGRESS = `subscription($locationId: ID) { locationProgressChanged(locationId: $locationId) {
  kind locationId fixit { id status } questActivation { id progress } } }`;

const server = useTestServer();
let fixitId: string;
let activationId: string;
const open: Array<LiveSubscriber<unknown>> = [];
const tokens = new Map<string, string>();

async function subscribe(email: string, variables: Record<string, unknown> = { locationId: DEMO_IDS.harborDowntown }, query = PROGRESS) {
  let token = tokens.get(email);
  if (!token) tokens.set(email, (token = (await loginAs(server, email)).token));
  const subscriber = await subscribeLive<ProgressData>(server, query, variables, { token });
  open.push(subscriber as LiveSubscriber<unknown>);
  return subscriber;
}

/** `count` subscribers who may all see the fix-it (Managers, Location Managers, Standard Users: 20 streams each at most). */
async function subscribers(count: number): Promise<Array<LiveSubscriber<ProgressData>>> {
  const emails = ['manager@harbor.example', 'lm@harbor.example', 'cook@harbor.example'];
  // One login per person, before the streams open (logins at once would each count against its rate limit).
  for (const email of emails.slice(0, Math.ceil(count / 20))) await subscribe(email).then((first) => first.close());
  return Promise.all(Array.from({ length: count }, (_, index) => subscribe(emails[Math.floor(index / 20)]!)));
}

/** Statements any pg client of this process sends while `work` runs: all of them, and those reading the event's rows. */
async function statementsDuring(work: () => Promise<unknown>): Promise<{ all: number; rowReads: number }> {
  const sent = await statementsSentDuring(work, (text) => !text.startsWith('NOTIFY') && !text.startsWith('LISTEN'));
  return {
    all: sent.length,
    rowReads: sent.filter(({ text }) => /from "(fixits|quest_activations|appliances|temp_alerts)"/.test(text)).length,
  };
}

const fixitEvent = (): LiveEvent => ({ kind: 'FIXIT', locationId: DEMO_IDS.harborDowntown, fixitId });
const heardFixit = (m: LiveMessage<ProgressData>) => m.data?.locationProgressChanged?.fixit?.id === fixitId;

/** Publishes one fix-it event (as a mutation would after its commit) and waits until every subscriber has it. */
async function publishAndDeliver(listeners: Array<LiveSubscriber<ProgressData>>, events: LiveEvent[] = [fixitEvent()]) {
  const from = listeners.map((listener) => listener.messages.length);
  await publishLive(server.pool, [{ clientId: DEMO_IDS.harbor, events }]);
  await Promise.all(listeners.map((listener, index) => listener.waitFor(heardFixit, 10_000, from[index])));
}

beforeAll(async () => {
  fixitId = await raiseFixit(server, 'cook@harbor.example');
  const { rows } = await server.pool.query<{ activation_id: string }>('SELECT activation_id FROM fixits WHERE id = $1', [fixitId]);
  activationId = rows[0]!.activation_id;
});
afterEach(() => {
  for (const subscriber of open.splice(0)) subscriber.close();
});

describe('locationProgressChanged: one read per published event, not one per subscriber', () => {
  it.each([1, 10, 50])('reads the fix-it once for %i subscribers, and each of them hears it', async (count) => {
    const listeners = await subscribers(count);
    const statements = await statementsDuring(() => publishAndDeliver(listeners));
    console.info(`live reads per event, ${count} subscriber(s): ${statements.rowReads} row reads, ${statements.all} statements`);
    expect(statements.rowReads).toBe(1);
    for (const listener of listeners) {
      expect(listener.messages.at(-1)?.data?.locationProgressChanged).toEqual({
        kind: 'FIXIT',
        locationId: DEMO_IDS.harborDowntown,
        fixit: { id: fixitId, status: 'PENDING' },
        questActivation: null,
      });
    }
  });

  it('gives another tenant’s subscriber nothing and a Basic User only what is theirs, from the same one read', async () => {
    const [manager] = await subscribers(1);
    const porter = await subscribe('porter@harbor.example');
    const sunrise = await subscribe('manager@sunrise.example', {});
    const activation: LiveEvent = { kind: 'ACTIVATION', locationId: DEMO_IDS.harborDowntown, activationId };
    // Events reach a subscriber in order: once the activation's event is in, the fix-it's was left out.
    const statements = await statementsDuring(async () => {
      await publishAndDeliver([manager!], [fixitEvent(), activation]);
      await porter.waitFor((m) => m.data?.locationProgressChanged?.questActivation?.id === activationId);
    });
    expect(statements.rowReads).toBe(2); // the fix-it once and the activation once, for all three
    expect(porter.messages.some((m) => m.data?.locationProgressChanged?.kind === 'FIXIT')).toBe(false);
    // The same event sent to Sunrise's channel names a row Sunrise does not have: nothing is sent.
    await publishLive(server.pool, [{ clientId: DEMO_IDS.sunrise, events: [fixitEvent()] }]);
    await publishAndDeliver([manager!]);
    expect(sunrise.messages).toHaveLength(0);
  });
});

describe('temperatureChanged: the appliance a subscription selects is read once per event', () => {
  it('reads the appliance once for five subscribers of its location', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const query = `subscription($locationId: ID) { temperatureChanged(locationId: $locationId) { kind appliance { id name } } }`;
    const emails = ['manager@harbor.example', 'lm@harbor.example', 'cook@harbor.example', 'manager@harbor.example', 'lm@harbor.example'];
    const listeners: Array<LiveSubscriber<{ temperatureChanged: { appliance: { id: string } } }>> = [];
    for (const email of emails) listeners.push((await subscribe(email, { locationId: DEMO_IDS.harborDowntown }, query)) as never);
    const event: LiveEvent = { kind: 'READINGS', locationId: DEMO_IDS.harborDowntown, applianceId: fridge.applianceId };
    const statements = await statementsDuring(async () => {
      await publishLive(server.pool, [{ clientId: DEMO_IDS.harbor, events: [event] }]);
      await Promise.all(
        listeners.map((listener) => listener.waitFor((m) => m.data?.temperatureChanged?.appliance?.id === fridge.applianceId)),
      );
    });
    expect(statements.rowReads).toBe(1);
  });
});
