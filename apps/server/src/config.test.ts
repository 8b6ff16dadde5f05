import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('refuses production without real services and a real secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL, MQTT_URL, SMTP_URL, JWT_SECRET, PUBLIC_URL/);
  });

  it('never seeds in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/ks',
      MQTT_URL: 'mqtt://broker',
      SMTP_URL: 'smtp://relay',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://ks.example',
      SEED_DEMO: 'true',
    });
    expect(config.seedDemo).toBe(false);
  });

  it('logs each request in production only, unless LOG_REQUESTS says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/ks',
      MQTT_URL: 'mqtt://broker',
      SMTP_URL: 'smtp://relay',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://ks.example',
    };
    expect(loadConfig(production).logRequests).toBe(true);
    expect(loadConfig({ ...production, LOG_REQUESTS: 'false' }).logRequests).toBe(false);
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
  });

  it('uses embedded stand-ins and port 8080 by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, mqttUrl: undefined, smtpUrl: undefined, seedDemo: true });
  });
});
