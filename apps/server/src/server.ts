import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import path from 'node:path';
import { pino } from 'pino';
import type { Config } from './config.js';
import { reportBadHardwareIds } from './features/sensors/hardware-id-check.js';
import { behindTransactionPooler, createPool, migrateDirectly, type Pool } from './db/database.js';
import { startReadReplica, useReadReplica } from './db/read-replica.js';
import type { Registry } from 'prom-client';
import { startEmbeddedMqtt, type EmbeddedMqtt } from './embedded/embedded-mqtt.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { startEmbeddedSmtp, type EmbeddedSmtp } from './embedded/embedded-smtp.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerFileRoutes } from './http/files-routes.js';
import { UploadSlots } from './http/upload-slots.js';
import { registerGraphQL } from './http/graphql-route.js';
import { registerDraining } from './http/draining.js';
import { closeListener, HARD_CUTOFF_MS, trackConnections } from './http/listener-close.js';
import { closeLiveBus } from './events/live-bus.js';
import { registerMailboxRoutes } from './http/mailbox-routes.js';
import { registerOpsRoutes } from './http/ops-routes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebRoutes } from './http/web-routes.js';
import { httpsOptions } from './http/https-options.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { seedDemoData } from './seed/demo-seed.js';
import { seedEstateFloorplans } from './seed/estate-floorplans-seed.js';
import { startJobRunner, type RecurringJob } from './jobs/job-runner.js';
import { assetHealthJob } from './features/asset-health/asset-health.job.js';
import { BackgroundTasks } from './jobs/background-tasks.js';
import { questActivationsJob } from './features/checklists/quest-activations.job.js';
import { readingsPartitionsJob } from './jobs/readings-partitions.job.js';
import { createStorage, storageConfigOf } from './storage/storage-config.js';
import { newSecureToken } from './auth/secure-token.js';
import { alertMonitorJob } from './features/alerts/alert-monitor.job.js';
import { foodVerdictsJob } from './features/alerts/food-verdicts.job.js';
import { checklistRemindersJob } from './features/reach/checklist-reminders.job.js';
import { escalationsJob } from './features/reach/escalations.job.js';
import { sensorDataExportJob } from './features/export/export.job.js';
import { certificationExpiryJob } from './features/trainings/certification-expiry.job.js';
import { coolingCheckpointsJob } from './features/cooling/cooling-checkpoints.job.js';
import { registerReportRoutes } from './features/inspection-report/report.routes.js';
import { registerSubmissionPdfRoutes } from './features/submission-pdf/submission-pdf.routes.js';
import { calibrationRemindersJob } from './features/calibration/calibration-reminders.job.js';
import { registerIngestRoutes } from './features/ingest/ingest.routes.js';
import { startChirpstackMqtt, type ChirpstackMqttIntake } from './features/lorawan/chirpstack-mqtt.js';
import { registerLorawanRoutes } from './features/lorawan/lorawan.routes.js';
import { brokerGuard } from './features/ingest/mqtt-access.js';
import { createBrokerIntake } from './features/ingest/broker-intake.js';
import type { ReadingsSubscriber } from './features/ingest/mqtt-subscriber.js';
import { startMqttIngest } from './features/ingest/mqtt-ingest.js';
import type { Storage } from './storage/storage.js';
import { ingestMetricsRegistry } from './features/ingest/ingest-metrics.js';
import type { SystemServices } from './scope/app-services.js';
import { chainSendsEmail, startAlertChains } from './features/reach/alert-handover.service.js';

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
  /** ChirpStack's MQTT integration, when CHIRPSTACK_MQTT_URL is set. */
  chirpstackMqtt: ChirpstackMqttIntake | undefined;
  /** What the jobs and ingest run with (tests run a job's tick with it and a chosen `now`). */
  system: SystemServices;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Where the server's log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * The recurring jobs of one server. Tests drive the alert clock, exports, notices and health themselves
 * (with a chosen `now`), so under `test` only the activations and the partitions run on their own.
 */
function recurringJobs(system: SystemServices, log: (msg: string) => void): RecurringJob[] {
  const { config, pool } = system;
  const always = [
    questActivationsJob({ pool, log: system.log }),
    // Monthly partitions of sensor_readings ahead of time, and the retention period.
    readingsPartitionsJob({
      pool,
      retention: { readings: config.readingsRetentionMonths, rollups: config.rollupsRetentionMonths },
      log,
    }),
  ];
  if (config.env === 'test') return always;
  return [
    ...always,
    alertMonitorJob({ system }),
    // Food verdicts that move with the clock: open gaps, batch life (decision 0121).
    foodVerdictsJob({ system }),
    sensorDataExportJob({ system }),
    certificationExpiryJob({ system }),
    coolingCheckpointsJob({ system }),
    calibrationRemindersJob({ system }),
    escalationsJob({ system }),
    checklistRemindersJob({ system }),
    // Hourly appliance health from the stored readings (issue 38).
    assetHealthJob({ system }),
  ];
}

/**
 * Starts watching DATABASE_READ_URL's replica and sends graphs and reports there while it serves; returns
 * its metrics registry (none without a replica). Its pool closes with the server.
 */
async function attachReadReplica(
  config: Config,
  pool: Pool,
  log: (message: string, error?: unknown) => void,
  stops: Array<() => Promise<void>>,
): Promise<Registry[]> {
  if (!config.databaseReadUrl) return [];
  const replica = await startReadReplica(config.databaseReadUrl, { maxLagSeconds: config.replicaMaxLagSeconds, log });
  stops.unshift(() => replica.close());
  useReadReplica(pool, replica);
  return [replica.metrics];
}

/** The app's pool: 8 connections on embedded PGlite, 20 on PostgreSQL (directly, or behind a transaction pooler). */
function openPool(url: string, embedded: boolean, directUrl: string | undefined, logger: FastifyBaseLogger): Pool {
  const pool = createPool(url, embedded ? 8 : 20, !embedded, (error) =>
    logger.warn({ err: error }, 'database: a connection was lost; the work on it failed, the pool reconnects'),
  );
  if (directUrl) behindTransactionPooler(pool, directUrl);
  return pool;
}

/**
 * Starts the whole product in one process: the embedded stand-ins for every service whose URL is not
 * configured, migrations, the demo seed (outside production), and the HTTP server.
 *
 * `stop()` ends the live streams and drains first (503 with `Connection: close` to new requests for
 * SHUTDOWN_GRACE_MS, requests already running finish), then closes everything in the reverse order it
 * started: the listener (sockets closed as they go idle, the rest cut after 10 s: http/listener-close.ts), the
 * MQTT intake (storing what it buffered), jobs, mail, the broker, and the database pool last.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  // One structured logger for everything the server says: Fastify's requests and the parts that start
  // before it (embedded services, jobs, ingest), so a log pipeline gets JSON lines only.
  const logger: FastifyBaseLogger = pino({ level: config.logLevel }, options.logStream);
  const log = (msg: string) => logger.info(msg);
  const logProblem = (message: string, error?: unknown) => (error ? logger.error({ err: error }, message) : logger.warn(message));
  const stops: Array<() => Promise<void>> = [];
  try {
    let databaseUrl = config.databaseUrl;
    let embeddedPg: EmbeddedPostgres | null = null;
    if (!databaseUrl) {
      embeddedPg = await startEmbeddedPostgres(config.dataDir ? path.join(config.dataDir, 'pglite') : null);
      stops.unshift(() => embeddedPg!.stop()); // set just above
      databaseUrl = embeddedPg.url;
    }
    const pool = openPool(databaseUrl, embeddedPg !== null, config.databaseDirectUrl, logger);
    stops.unshift(() => pool.end());
    await migrateDirectly(config.databaseDirectUrl, pool);
    const replicaMetrics = await attachReadReplica(config, pool, logProblem, stops);
    // Rows from before the hardware id rule (issue 35 item 3) are reported, not changed: devices use them.
    await reportBadHardwareIds(pool, (details, message) => logger.warn(details, message));

    let mqttUrl = config.mqttUrl;
    let broker: EmbeddedMqtt | null = null;
    // The server's own account on the embedded broker (devices sign in as hwid@clientId).
    const mqttServerAccount = { username: 'kitchen-sentinel-server', password: newSecureToken() };
    // The embedded broker hands readings to the server in-process (PUBACK once stored), no MQTT client needed.
    const brokerIntake = config.mqttUrl ? null : createBrokerIntake();
    if (!mqttUrl) {
      broker = await startEmbeddedMqtt(config.mqttPort, log, brokerGuard(pool, mqttServerAccount, brokerIntake ?? undefined));
      stops.unshift(() => broker!.stop()); // set just above
      mqttUrl = broker.url;
    }

    let smtp: EmbeddedSmtp | null = null;
    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      smtp = await startEmbeddedSmtp(config.smtpPort, log);
      stops.unshift(() => smtp!.stop()); // set just above
      smtpUrl = smtp.url;
    }
    const mailer = createMailer(smtpUrl, config.mailFrom);
    stops.unshift(async () => mailer.close());
    // Runs just before the mailer closes: the alert e-mails ingest started after its last commits go out.
    const background = new BackgroundTasks();
    stops.unshift(() => background.settle());

    const storage = await createStorage(storageConfigOf(config));
    stops.unshift(() => storage.close());

    if (config.seedDemo) {
      await seedDemoData(pool, { historyDays: config.seedHistoryDays });
      // Drawing floorplan pictures costs a few seconds of sharp work: demo only, not every test server.
      if (config.env !== 'test') await seedEstateFloorplans({ pool, storage });
    }

    // The escalation chains take alerts on through a hook, so the alerts feature does not import them.
    const alertHandover = { chainSendsEmail, startAlertChains };
    const system: SystemServices = { config, pool, mailer, log: logger, background, alertHandover };

    // Background work: recurring jobs claimed through job_schedules, so N instances run each tick once.
    const jobs = await startJobRunner({ pool, jobs: recurringJobs(system, log), log: logProblem });
    stops.unshift(() => jobs.stop());

    const fastifyOptions = {
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: !config.logRequests }),
      trustProxy: config.trustProxy,
      bodyLimit: 1024 * 1024,
    };
    const https = httpsOptions(config.tls);
    // Over HTTP/2 the routes get Node's compatibility request and response, which behave as HTTP/1.1's
    // for all they use (connection headers aside: http/connection-close.ts); Fastify's types would
    // otherwise carry the HTTP/2 server's type into every module that registers a route.
    const plain = () => Fastify(fastifyOptions);
    const app = https ? (Fastify({ ...fastifyOptions, http2: true, https }) as unknown as ReturnType<typeof plain>) : plain();
    // First hook of all: while draining nothing else (rate limits, credentials) runs for a new request.
    const draining = registerDraining(app);
    trackConnections(app);
    registerErrorHandler(app);
    registerSecurityHeaders(app, config.publicUrl);
    await app.register(fastifyCookie);
    await app.register(rateLimit, { global: false });
    const uploadSlots = new UploadSlots(config.uploadConcurrency);
    registerOpsRoutes(
      app,
      pool,
      [{ name: 'broker', check: () => brokerAnswers(mqttUrl, broker ? mqttServerAccount : {}) }],
      [ingestMetricsRegistry, uploadSlots.metrics, ...replicaMetrics],
      config.metricsToken,
    );
    registerGraphQL(app, { config, pool, mailer });
    await registerFileRoutes(app, { pool, storage, jwtSecret: config.jwtSecret, uploadSlots });
    registerIngestRoutes(app, system, { rateLimitPerMinute: config.ingestRateLimitPerMinute });
    registerLorawanRoutes(app, system, { rateLimitPerMinute: config.ingestRateLimitPerMinute });
    registerReportRoutes(app, { pool, jwtSecret: config.jwtSecret });
    registerSubmissionPdfRoutes(app, { pool, jwtSecret: config.jwtSecret, storage });
    if (smtp && config.env !== 'production') registerMailboxRoutes(app, smtp);
    if (config.serveWeb) await registerWebRoutes(app, config.webDist);

    const readingsSubscriber = brokerIntake
      ? brokerIntake.open(system)
      : startMqttIngest(system, {
          url: mqttUrl,
          clientId: config.mqttClientId,
          sharedGroup: config.mqttSharedGroup,
          ...(broker ? mqttServerAccount : {}),
        });
    stops.unshift(() => readingsSubscriber.stop());
    await readingsSubscriber.ready;

    const chirpstackMqtt = startChirpstackIntake(system, stops);

    const address = await app.listen({ port: config.port, host: config.host });
    stops.unshift(async () => {
      if ((await closeListener(app)) === 'cut off')
        logger.warn(`stop: requests still running ${HARD_CUTOFF_MS} ms after the listener closed were cut off`);
    });
    const port = new URL(address).port;
    return {
      app,
      url: `${https ? 'https' : 'http'}://localhost:${port}`,
      pool,
      mailer,
      smtp,
      mqttUrl,
      storage,
      readingsSubscriber,
      chirpstackMqtt,
      system,
      async stop() {
        draining.start();
        // Live streams end now, not after the grace: each client reconnects (to another instance, as the
        // drain's 503 tells it) instead of holding this one open; their sockets close once idle.
        await closeLiveBus(pool);
        if (config.shutdownGraceMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
        for (const stop of stops) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    throw error;
  }
}

/**
 * Readiness: can we open an MQTT connection to the broker right now? The embedded broker refuses
 * anonymous clients, so the probe signs in with the server's own account there.
 */
async function brokerAnswers(url: string, account: { username?: string; password?: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const client = mqtt.connect(url, { ...account, connectTimeout: 2000, reconnectPeriod: 0 });
    const done = (ok: boolean) => {
      client.end(true);
      resolve(ok);
    };
    client.once('connect', () => done(true));
    client.once('error', () => done(false));
    setTimeout(() => done(false), 2500).unref();
  });
}

/**
 * ChirpStack's MQTT integration when CHIRPSTACK_MQTT_URL is set. Not awaited: ChirpStack's broker being down
 * must not keep the product from starting (the client reconnects).
 */
function startChirpstackIntake(system: SystemServices, stops: Array<() => Promise<void>>): ChirpstackMqttIntake | undefined {
  const options = system.config.chirpstackMqtt;
  if (!options) return undefined;
  const intake = startChirpstackMqtt(system, { ...options, clientId: `${system.config.mqttClientId}-chirpstack` });
  stops.unshift(() => intake.stop());
  return intake;
}
