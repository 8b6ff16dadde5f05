import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/embedded/free-port.js';
import { buildClient, buildUser } from '../factories.js';
import { monitoredAppliance, series } from '../readings.js';
import { createFaultDatabase, type FaultDatabase } from './fault-database.js';
import { startServerProcess } from './server-process.js';

/** How long the mail server takes to accept a message: longer than the server needs to shut down without waiting. */
const SLOW_SMTP_MS = 1500;

interface SlowMailbox {
  url: string;
  received: Array<{ to: string[]; subject: string }>;
  stop(): Promise<void>;
}

/** A real SMTP server that answers the end of each message only after SLOW_SMTP_MS, like a loaded relay. */
async function slowMailbox(): Promise<SlowMailbox> {
  const received: SlowMailbox['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString())?.[1] ?? '';
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject });
          callback();
        }, SLOW_SMTP_MS);
      });
    },
  });
  const port = await freePort(0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

let database: FaultDatabase;
let mailbox: SlowMailbox;

beforeAll(async () => {
  database = await createFaultDatabase();
  mailbox = await slowMailbox();
});
afterAll(async () => {
  await mailbox?.stop();
  await database?.drop();
});

describe('SIGTERM right after a breach was stored', () => {
  it('sends the alert e-mail ingest started before the process exits', async () => {
    const { device, manager } = await database.withPool(async (pool) => {
      const { client, location } = await buildClient(pool, 'Shutdown mail');
      const manager = await buildUser(pool, { clientId: client.id, clientRole: 'LOCATION_MANAGER', locationIds: [location.id] });
      return { device: await monitoredAppliance(pool, { clientId: client.id, locationId: location.id }), manager };
    });
    const server = await startServerProcess({ ...database.serverEnv, SMTP_URL: mailbox.url });

    // Three hours at 9 °C in a fridge: an alert, whose e-mail is sent after the batch commits.
    const response = await fetch(`${server.url}/ingest/v1/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${device.secret}` },
      body: JSON.stringify({ readings: series(device.hwid, 180, 0, () => 9) }),
    });
    expect(response.status, server.output()).toBe(200);
    expect(await server.stop('SIGTERM'), server.output()).toBe(0);

    const alertMails = mailbox.received.filter((m) => m.to.includes(manager.email) && m.subject.startsWith('Temperature alert'));
    expect(alertMails, server.output()).toHaveLength(1);
  }, 60_000);
});
