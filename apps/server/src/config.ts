import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from './storage/s3-storage.js';

/**
 * Everything the server reads from the environment, parsed once by one schema (`envSchema`); nothing
 * else in the server reads process.env. Unset service URLs mean "embedded".
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: set when DATABASE_URL goes through a transaction-mode pooler (PgBouncer); the
   * connections that need a session of their own (LISTEN, migrations) use this one instead.
   */
  databaseDirectUrl: string | undefined;
  /** DATABASE_READ_URL: a streaming replica for graphs and reports (db/read-replica.ts). */
  databaseReadUrl: string | undefined;
  /** REPLICA_MAX_LAG_SECONDS: further behind than this, the replica's reads go to the primary (30). */
  replicaMaxLagSeconds: number;
  mqttUrl: string | undefined;
  mqttPort: number;
  smtpUrl: string | undefined;
  smtpPort: number;
  mailFrom: string;
  jwtSecret: string;
  seedDemo: boolean;
  /** Days of demo readings history the seed generates (SEED_HISTORY_DAYS; 30, none under test). */
  seedHistoryDays: number;
  serveWeb: boolean;
  webDist: string;
  logLevel: LogLevel;
  /** One access-log line per HTTP request (LOG_REQUESTS; on by default in production only). */
  logRequests: boolean;
  /**
   * The server's own certificate (TLS_CERT_FILE and TLS_KEY_FILE, PEM): it then serves HTTPS with HTTP/2
   * (HTTP/1.1 still answered), for a deployment without a TLS-terminating proxy in front. See
   * docs/decisions/0017, "HTTPS with HTTP/2".
   */
  tls: { certFile: string; keyFile: string } | undefined;
  /** Behind a reverse proxy: the client address and scheme come from X-Forwarded-* (TRUST_PROXY=true). */
  trustProxy: boolean;
  /** Origins besides PUBLIC_URL's whose pages may call /graphql with credentials (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** Bearer token that opens /metrics (METRICS_TOKEN); without one /metrics is not served at all. */
  metricsToken: string | undefined;
  /** Uploads in progress at once on this server, and for one person (UPLOADS_MAX_CONCURRENT[_PER_USER]). */
  uploadConcurrency: { perServer: number; perUser: number };
  /** How long a stopping server answers 503 before closing its listener (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Mosquitto's dynamic-security admin (MQTT_ADMIN_URL): when set, sensor and gateway secrets are kept on the broker. */
  mqttAdminUrl: string | undefined;
  /** The readings subscriber's session on an external broker (MQTT_CLIENT_ID, stable so the broker keeps it). */
  mqttClientId: string;
  /** Shared-subscription group, so N server instances split the readings (MQTT_SHARED_GROUP). */
  mqttSharedGroup: string | undefined;
  /** HTTP readings per minute from one address (INGEST_RATE_LIMIT_PER_MINUTE). */
  ingestRateLimitPerMinute: number;
  /** Months of sensor readings kept before the current one (READINGS_RETENTION_MONTHS, default 24). */
  readingsRetentionMonths: number;
  /** Months kept of the readings' 5-minute and hourly rollups (ROLLUPS_5M_RETENTION_MONTHS, default 24; ROLLUPS_1H_RETENTION_MONTHS, default 60). */
  rollupsRetentionMonths: { '5m': number; '1h': number };
  /** How old an answer given offline may be when it reaches the server (OFFLINE_ANSWER_MAX_DELAY_HOURS, default 12). */
  offlineAnswerMaxDelayHours: number;
  /** Files in S3 (S3_ENDPOINT and S3_BUCKET set, credentials then required); otherwise in `<dataDir>/files`. */
  s3: S3StorageConfig | undefined;
  /**
   * Web Push's VAPID key pair and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). Unset outside
   * production: generated once and kept in `<dataDir>/vapid.json` (features/reach/vapid-keys.ts).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** SMS through Twilio's Messages API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM; TWILIO_API_URL for another host). Off when unset. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** A PEM file of extra certificate authorities trusted for outgoing HTTPS (push services, SMS) (OUTBOUND_CA_FILE). */
  outboundCaFile: string | undefined;
  /**
   * ChirpStack's MQTT integration (CHIRPSTACK_MQTT_URL, credentials in the URL): its uplinks are stored for the
   * network integration CHIRPSTACK_MQTT_INTEGRATION_ID (MQTT carries no bearer secret, so the integration is
   * named here), from one ChirpStack application (CHIRPSTACK_MQTT_APPLICATION_ID) or all. Off when unset.
   */
  chirpstackMqtt: { url: string; integrationId: string; applicationId: string | undefined } | undefined;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `https://a.example, http://localhost:5173` as origins; anything that is not exactly an origin is refused. */
export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter((item) => item.length > 0)
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item) {
        throw new Error(`CORS_ORIGINS: "${item}" is not an origin (scheme://host[:port], no path)`);
      }
      return url.origin;
    });
}

// An empty variable (`FOO=` in a .env file or a compose file) counts as unset, as it always has.
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const text = optional(z.string());
const url = optional(z.string().refine((value) => URL.canParse(value), 'must be a URL (scheme://host…)'));
const flag = optional(z.enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) }));
const wholeNumber = (min: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
  );
const port = wholeNumber(0, 65_535);
const count = wholeNumber(1, 1_000_000_000);

/** Every environment variable the server reads, with the range it accepts. */
const envSchema = z.object({
  NODE_ENV: text,
  PORT: port,
  HOST: text,
  PUBLIC_URL: url,
  DATA_DIR: text,
  DATABASE_URL: url,
  DATABASE_DIRECT_URL: url,
  DATABASE_READ_URL: url,
  REPLICA_MAX_LAG_SECONDS: wholeNumber(1, 3600),
  MQTT_URL: url,
  MQTT_PORT: port,
  MQTT_ADMIN_URL: url,
  MQTT_CLIENT_ID: text,
  MQTT_SHARED_GROUP: text,
  SMTP_URL: url,
  SMTP_PORT: port,
  MAIL_FROM: text,
  JWT_SECRET: text,
  SEED_DEMO: flag,
  SEED_HISTORY_DAYS: wholeNumber(0, 3 * 366),
  SERVE_WEB: flag,
  WEB_DIST: text,
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(', ')}` }) })),
  LOG_REQUESTS: flag,
  TRUST_PROXY: flag,
  TLS_CERT_FILE: text,
  TLS_KEY_FILE: text,
  SHUTDOWN_GRACE_MS: wholeNumber(0, 10 * 60_000),
  CORS_ORIGINS: text,
  METRICS_TOKEN: optional(z.string().min(24, 'must be at least 24 characters')),
  UPLOADS_MAX_CONCURRENT: count,
  UPLOADS_MAX_CONCURRENT_PER_USER: count,
  INGEST_RATE_LIMIT_PER_MINUTE: count,
  READINGS_RETENTION_MONTHS: count,
  ROLLUPS_5M_RETENTION_MONTHS: count,
  ROLLUPS_1H_RETENTION_MONTHS: count,
  OFFLINE_ANSWER_MAX_DELAY_HOURS: wholeNumber(1, 7 * 24),
  S3_ENDPOINT: url,
  S3_BUCKET: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_REGION: text,
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: text,
  VAPID_PUBLIC_KEY: text,
  VAPID_PRIVATE_KEY: text,
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:)/, 'must be a mailto: or https: URL')),
  TWILIO_ACCOUNT_SID: text,
  TWILIO_AUTH_TOKEN: text,
  TWILIO_FROM: optional(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number (+15551234567)')),
  TWILIO_API_URL: url,
  OUTBOUND_CA_FILE: text,
  CHIRPSTACK_MQTT_URL: optional(z.string().regex(/^(mqtt|mqtts|ws|wss):\/\/[^/]/, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')),
  CHIRPSTACK_MQTT_INTEGRATION_ID: optional(z.string().uuid('must be the id of a ChirpStack network integration (a UUID)')),
  // A ChirpStack application id is a UUID too; MQTT wildcards in it would widen the subscription.
  CHIRPSTACK_MQTT_APPLICATION_ID: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a ChirpStack application id')),
});
type Env = z.infer<typeof envSchema>;

/** Parses `env` with the schema; a bad value stops the start with every offending variable named. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid configuration: ${problems.join('; ')}`);
}

/** S3 when S3_ENDPOINT or S3_BUCKET is set; then both and the credentials are required. */
function s3Of(env: Env): S3StorageConfig | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint && !bucket) return undefined;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const required = { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
    const missing = Object.entries(required).filter(([, value]) => !value);
    throw new Error(`S3 storage needs ${missing.map(([name]) => name).join(', ')}`);
  }
  return {
    endpoint: endpoint.trim(),
    bucket: bucket.trim(),
    accessKeyId,
    secretAccessKey,
    region: env.S3_REGION?.trim() ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    prefix: env.S3_PREFIX?.trim(),
  };
}

/** Both keys or neither; the subject defaults to the sender address's mailbox. */
function vapidOf(env: Env): Config['vapid'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new Error(`Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
  return {
    publicKey: publicKey.trim(),
    privateKey: privateKey.trim(),
    subject: env.VAPID_SUBJECT ?? 'mailto:no-reply@kitchen-sentinel.example',
  };
}

/** SMS is on only with the whole account: SID, token and sending number. */
function twilioOf(env: Env): Config['twilio'] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from) throw new Error('SMS needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { accountSid: accountSid.trim(), authToken, from, apiUrl: (env.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, '') };
}

/** The URL and the integration together; an application id alone means nothing. */
function chirpstackMqttOf(env: Env): Config['chirpstackMqtt'] {
  const { CHIRPSTACK_MQTT_URL: url, CHIRPSTACK_MQTT_INTEGRATION_ID: integrationId, CHIRPSTACK_MQTT_APPLICATION_ID: applicationId } = env;
  if (!url && !integrationId && !applicationId) return undefined;
  if (!url || !integrationId) {
    throw new Error('ChirpStack over MQTT needs both CHIRPSTACK_MQTT_URL and CHIRPSTACK_MQTT_INTEGRATION_ID');
  }
  return { url, integrationId: integrationId.toLowerCase(), applicationId };
}

/** Both files or neither: a certificate without its key (or the reverse) is a mistake worth stopping for. */
function tlsOf(env: Env): Config['tls'] {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error(`HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE; ${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'} is not set`);
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

/**
 * The server's MQTT client id when MQTT_CLIENT_ID is not set: derived from this install's JWT_SECRET, so it
 * is stable across restarts (the broker keeps the session) yet known to no one outside (issue 35 item 1: a
 * published default let any device connect as the server's session). The broker binds every device and
 * gateway account to its own client id as well (mqtt-dynsec.ts), so knowing it is not enough either.
 */
export function defaultMqttClientId(jwtSecret: string): string {
  return `ks-server-${createHmac('sha256', jwtSecret).update('mqtt-client-id').digest('hex').slice(0, 16)}`;
}

/**
 * 5-minute rollups serve graphs of two days to a few weeks, kept as long as the readings; hourly ones are
 * small (1/60 of the readings at one a minute) and serve long graphs and reports for five years.
 */
function rollupsRetentionOf(env: Env): Config['rollupsRetentionMonths'] {
  return { '5m': env.ROLLUPS_5M_RETENTION_MONTHS ?? 24, '1h': env.ROLLUPS_1H_RETENTION_MONTHS ?? 60 };
}

/** Reads the configuration; production refuses to start on embedded stand-ins or a default secret. */
/** Where the database is: directly, through a transaction pooler, and with a read replica beside it. */
function databaseOf(env: Env): Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'databaseReadUrl' | 'replicaMaxLagSeconds'> {
  return {
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    replicaMaxLagSeconds: env.REPLICA_MAX_LAG_SECONDS ?? 30,
  };
}

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const env = parseEnv(processEnv);
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = env.PORT ?? 8080;
  const tls = tlsOf(env);
  const config: Config = {
    env: nodeEnv,
    port,
    // This machine only unless HOST says otherwise: `npm start` seeds demo accounts with a published password,
    // which must not be reachable from a café's Wi-Fi. Production sets HOST=0.0.0.0 behind its load balancer.
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    ...databaseOf(env),
    mqttUrl: env.MQTT_URL,
    mqttPort: env.MQTT_PORT ?? 1883,
    mqttAdminUrl: env.MQTT_ADMIN_URL,
    mqttClientId: env.MQTT_CLIENT_ID ?? defaultMqttClientId(env.JWT_SECRET ?? 'development-only-secret-change-me-in-production'),
    mqttSharedGroup: env.MQTT_SHARED_GROUP,
    smtpUrl: env.SMTP_URL,
    smtpPort: env.SMTP_PORT ?? 2525,
    mailFrom: env.MAIL_FROM ?? 'Kitchen Sentinel <no-reply@kitchen-sentinel.example>',
    jwtSecret: env.JWT_SECRET ?? 'development-only-secret-change-me-in-production',
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    seedHistoryDays: env.SEED_HISTORY_DAYS ?? (nodeEnv === 'test' ? 0 : 30),
    serveWeb: env.SERVE_WEB !== 'false',
    // WEB_DIST lets a test run serve a build made elsewhere (`vite build --outDir …`) without touching apps/web/dist.
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    // An access log line per request suits production log pipelines; on a demo console it buries the URL
    // and logins `npm start` prints (the simulator alone makes one request a second).
    logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === 'true' : nodeEnv === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    tls,
    // Long enough for a load balancer polling /readyz every few seconds to stop sending; a console
    // (Ctrl-C on `npm start`) or a test has nobody to warn.
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? (nodeEnv === 'production' ? 5000 : 0),
    corsOrigins: parseOrigins(env.CORS_ORIGINS ?? ''),
    metricsToken: env.METRICS_TOKEN,
    uploadConcurrency: { perServer: env.UPLOADS_MAX_CONCURRENT ?? 16, perUser: env.UPLOADS_MAX_CONCURRENT_PER_USER ?? 3 },
    ingestRateLimitPerMinute: env.INGEST_RATE_LIMIT_PER_MINUTE ?? 6000,
    // Two years: a year-on-year comparison of any month, and beyond what food-safety inspections ask for.
    readingsRetentionMonths: env.READINGS_RETENTION_MONTHS ?? 24,
    rollupsRetentionMonths: rollupsRetentionOf(env),
    // A closing checklist done in a walk-in without signal reaches the server by the next morning's shift.
    offlineAnswerMaxDelayHours: env.OFFLINE_ANSWER_MAX_DELAY_HOURS ?? 12,
    s3: s3Of(env),
    vapid: vapidOf(env),
    twilio: twilioOf(env),
    outboundCaFile: env.OUTBOUND_CA_FILE ? path.resolve(env.OUTBOUND_CA_FILE) : undefined,
    chirpstackMqtt: chirpstackMqttOf(env),
    ...overrides,
  };
  refuseUnsafe(config, env);
  return config;
}

/** Refuses what must never run: a short metrics token, and production on embedded stand-ins or a default secret. */
function refuseUnsafe(config: Config, env: ReturnType<typeof parseEnv>): void {
  if (config.metricsToken !== undefined && config.metricsToken.length < 24) throw new Error('METRICS_TOKEN must be at least 24 characters');
  if (config.databaseDirectUrl && !config.databaseUrl)
    throw new Error('DATABASE_DIRECT_URL is the direct way beside DATABASE_URL: set both');
  if (config.env !== 'production') return;
  const missing = [
    ['DATABASE_URL', config.databaseUrl],
    ['MQTT_URL', config.mqttUrl],
    ['SMTP_URL', config.smtpUrl],
    ['JWT_SECRET', env.JWT_SECRET],
    ['PUBLIC_URL', env.PUBLIC_URL],
  ].filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new Error(`NODE_ENV=production needs ${missing.map(([name]) => name).join(', ')}; embedded stand-ins are for development only`);
  }
  if (config.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
}

/** What the `ks-broker` command needs (MQTT_ADMIN_URL), parsed by the same schema without the server's rules. */
export function loadBrokerAdminConfig(processEnv: NodeJS.ProcessEnv = process.env): { mqttAdminUrl: string | undefined } {
  return { mqttAdminUrl: parseEnv(processEnv).MQTT_ADMIN_URL };
}
