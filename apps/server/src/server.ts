import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import path from 'node:path';
import type { Config } from './config.js';
import { createPool, runMigrations, type Pool } from './db/database.js';
import { startEmbeddedMqtt, type EmbeddedMqtt } from './embedded/embedded-mqtt.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { startEmbeddedSmtp, type EmbeddedSmtp } from './embedded/embedded-smtp.js';
import { registerGraphQL } from './http/graphql-route.js';
import { registerMailboxRoutes } from './http/mailbox-routes.js';
import { registerOpsRoutes } from './http/ops-routes.js';
import { registerWebRoutes } from './http/web-routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { seedDemoData } from './seed/demo-seed.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  pool: Pool;
  mailer: Mailer;
  smtp: EmbeddedSmtp | null;
  mqttUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole product in one process: the embedded stand-ins for every service whose URL is not
 * configured, migrations, the demo seed (outside production), and the HTTP server.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = (msg: string) => console.log(`[kitchen-sentinel] ${msg}`);
  const stops: Array<() => Promise<void>> = [];
  try {
    let databaseUrl = config.databaseUrl;
    let embeddedPg: EmbeddedPostgres | null = null;
    if (!databaseUrl) {
      embeddedPg = await startEmbeddedPostgres(config.dataDir ? path.join(config.dataDir, 'pglite') : null);
      stops.push(() => embeddedPg!.stop()); // set just above
      databaseUrl = embeddedPg.url;
    }
    const pool = createPool(databaseUrl, embeddedPg ? 8 : 20);
    stops.unshift(() => pool.end());
    await runMigrations(pool);

    let mqttUrl = config.mqttUrl;
    let broker: EmbeddedMqtt | null = null;
    if (!mqttUrl) {
      broker = await startEmbeddedMqtt(config.mqttPort, log);
      stops.push(() => broker!.stop()); // set just above
      mqttUrl = broker.url;
    }

    let smtp: EmbeddedSmtp | null = null;
    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      smtp = await startEmbeddedSmtp(config.smtpPort, log);
      stops.push(() => smtp!.stop()); // set just above
      smtpUrl = smtp.url;
    }
    const mailer = createMailer(smtpUrl, config.mailFrom);
    stops.unshift(async () => mailer.close());

    if (config.seedDemo) await seedDemoData(pool);

    const app = Fastify({
      logger: { level: config.logLevel },
      trustProxy: process.env.TRUST_PROXY === 'true',
      bodyLimit: 1024 * 1024,
    });
    await app.register(fastifyCookie);
    await app.register(rateLimit, { global: false });
    registerOpsRoutes(app, pool, [{ name: 'broker', check: () => brokerAnswers(mqttUrl) }]);
    registerGraphQL(app, { config, pool, mailer });
    if (smtp && config.env !== 'production') registerMailboxRoutes(app, smtp);
    if (config.serveWeb) await registerWebRoutes(app, config.webDist);

    const address = await app.listen({ port: config.port, host: config.host });
    stops.unshift(() => app.close());
    const port = new URL(address).port;
    return {
      app,
      url: `http://localhost:${port}`,
      pool,
      mailer,
      smtp,
      mqttUrl,
      async stop() {
        for (const stop of stops) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    throw error;
  }
}

/** Readiness: can we open an MQTT connection to the broker right now? */
async function brokerAnswers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const client = mqtt.connect(url, { connectTimeout: 2000, reconnectPeriod: 0 });
    const done = (ok: boolean) => {
      client.end(true);
      resolve(ok);
    };
    client.once('connect', () => done(true));
    client.once('error', () => done(false));
    setTimeout(() => done(false), 2500).unref();
  });
}
