import path from 'node:path';

/** Everything the server reads from the environment, parsed once. Unset service URLs mean "embedded". */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mqttUrl: string | undefined;
  mqttPort: number;
  smtpUrl: string | undefined;
  smtpPort: number;
  mailFrom: string;
  jwtSecret: string;
  seedDemo: boolean;
  serveWeb: boolean;
  webDist: string;
  logLevel: string;
  /** One access-log line per HTTP request (LOG_REQUESTS; on by default in production only). */
  logRequests: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the configuration; production refuses to start on embedded stand-ins or a default secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 8080);
  const config: Config = {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    mqttUrl: env.MQTT_URL || undefined,
    mqttPort: Number(env.MQTT_PORT ?? 1883),
    smtpUrl: env.SMTP_URL || undefined,
    smtpPort: Number(env.SMTP_PORT ?? 2525),
    mailFrom: env.MAIL_FROM ?? 'Kitchen Sentinel <no-reply@kitchen-sentinel.example>',
    jwtSecret: env.JWT_SECRET ?? 'development-only-secret-change-me-in-production',
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    serveWeb: env.SERVE_WEB !== 'false',
    webDist: path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    // An access log line per request suits production log pipelines; on a demo console it buries the URL
    // and logins `npm start` prints (the simulator alone makes one request a second).
    logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === 'true' : nodeEnv === 'production',
    ...overrides,
  };
  if (config.env === 'production') {
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
  return config;
}
