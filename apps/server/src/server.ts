import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import path from 'node:path';
import type { Config } from './config.js';
import { createPool, runMigrations, type Pool } from './db/database.js';
import { startEmbeddedMqtt, type EmbeddedMqtt } from './embedded/embedded-mqtt.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { startEmbeddedSmtp, type EmbeddedSmtp } from './embedded/embedded-smtp.js';
import { registerFileRoutes } from './http/files-routes.js';
import { registerGraphQL } from './http/graphql-route.js';
import { registerMailboxRoutes } from './http/mailbox-routes.js';
import { registerOpsRoutes } from './http/ops-routes.js';
import { registerWebRoutes } from './http/web-routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { seedDemoData } from './seed/demo-seed.js';
import { seedEstateFloorplans } from './seed/estate-floorplans-seed.js';
import { startJobRunner } from './jobs/job-runner.js';
import { questActivationsJob } from './jobs/quest-activations.job.js';
import { createStorage, storageConfigFromEnv } from './storage/storage-config.js';
import { newSecureToken } from './auth/secure-token.js';
import type { AlertServices } from './features/alerts/alert-notifications.service.js';
import { alertMonitorJob } from './features/alerts/alert-monitor.job.js';
import { sensorDataExportJob } from './features/export/export.job.js';
import { certificationExpiryJob } from './features/trainings/certification-expiry.job.js';
import { registerIngestRoutes } from './features/ingest/ingest.routes.js';
import { brokerGuard } from './features/ingest/mqtt-access.js';
import { createBrokerIntake } from './features/ingest/broker-intake.js';
import { startReadingsSubscriber, type ReadingsSubscriber } from './features/ingest/mqtt-subscriber.js';
import type { Storage } from './storage/storage.js';
import { ingestMetricsRegistry } from './features/ingest/ingest-metrics.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  pool: Pool;
  mailer: Mailer;
  smtp: EmbeddedSmtp | null;
  mqttUrl: string;
  storage: Storage;
  /** The MQTT readings subscriber (tests stop and restart it to act out a server outage). */
  readingsSubscriber: ReadingsSubscriber;
  alertServices: AlertServices;
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
    const pool = createPool(databaseUrl, embeddedPg ? 8 : 20, !embeddedPg);
    stops.unshift(() => pool.end());
    await runMigrations(pool);

    let mqttUrl = config.mqttUrl;
    let broker: EmbeddedMqtt | null = null;
    // The server's own account on the embedded broker (devices sign in as hwid@clientId).
    const mqttServerAccount = { username: 'kitchen-sentinel-server', password: newSecureToken() };
    // The embedded broker hands readings to the server in-process (PUBACK once stored), no MQTT client needed.
    const brokerIntake = config.mqttUrl ? null : createBrokerIntake();
    if (!mqttUrl) {
      broker = await startEmbeddedMqtt(config.mqttPort, log, brokerGuard(pool, mqttServerAccount, brokerIntake ?? undefined));
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

    const storage = await createStorage(storageConfigFromEnv(process.env, config.dataDir));
    stops.push(() => storage.close());

    if (config.seedDemo) {
      await seedDemoData(pool);
      // Drawing floorplan pictures costs a few seconds of sharp work: demo only, not every test server.
      if (config.env !== 'test') await seedEstateFloorplans({ pool, storage });
    }

    const alertServices: AlertServices = {
      pool,
      mailer,
      publicUrl: config.publicUrl,
      log: (message, error) => console.error(`[kitchen-sentinel] ${message}`, error ?? ''),
    };

    // Background work: recurring jobs claimed through job_schedules, so N instances run each tick once.
    const jobs = await startJobRunner({
      pool,
      // Tests drive the alert clock and exports themselves (with a chosen `now`).
      jobs: [
        questActivationsJob(pool),
        ...(config.env === 'test' ? [] : [alertMonitorJob(alertServices), sensorDataExportJob(alertServices)]),
        // Daily certificate expiry notices (tests run the tick themselves with a chosen `now`).
        ...(config.env === 'test' ? [] : [certificationExpiryJob(alertServices)]),
      ],
      log: (message, error) => console.error(`[kitchen-sentinel] ${message}`, error ?? ''),
    });
    stops.unshift(() => jobs.stop());

    const app = Fastify({
      logger: { level: config.logLevel },
      logController: new LogController({ disableRequestLogging: !config.logRequests }),
      trustProxy: process.env.TRUST_PROXY === 'true',
      bodyLimit: 1024 * 1024,
    });
    await app.register(fastifyCookie);
    await app.register(rateLimit, { global: false });
    registerOpsRoutes(app, pool, [{ name: 'broker', check: () => brokerAnswers(mqttUrl) }], [ingestMetricsRegistry]);
    registerGraphQL(app, { config, pool, mailer });
    await registerFileRoutes(app, { pool, storage, jwtSecret: config.jwtSecret });
    registerIngestRoutes(app, alertServices, { rateLimitPerMinute: Number(process.env.INGEST_RATE_LIMIT_PER_MINUTE ?? 6000) });
    if (smtp && config.env !== 'production') registerMailboxRoutes(app, smtp);
    if (config.serveWeb) await registerWebRoutes(app, config.webDist);

    const readingsSubscriber = brokerIntake
      ? brokerIntake.open(alertServices)
      : startReadingsSubscriber(alertServices, {
          url: mqttUrl,
          clientId: process.env.MQTT_CLIENT_ID ?? 'kitchen-sentinel-ingest',
          sharedGroup: process.env.MQTT_SHARED_GROUP || undefined,
          ...(broker ? mqttServerAccount : {}),
        });
    stops.unshift(() => readingsSubscriber.stop());
    await readingsSubscriber.ready;

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
      storage,
      readingsSubscriber,
      alertServices,
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
