import { describe, expect, it } from 'vitest';
import { loadBrokerAdminConfig, loadConfig } from './config.js';

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

  it('derives the MQTT client id from the install secret, never a published default', () => {
    const id = loadConfig({ JWT_SECRET: 'a'.repeat(40) }).mqttClientId;
    expect(id).toMatch(/^ks-server-[0-9a-f]{16}$/);
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).mqttClientId).toBe(id);
    expect(loadConfig({ JWT_SECRET: 'b'.repeat(40) }).mqttClientId).not.toBe(id);
    expect(loadConfig({ MQTT_CLIENT_ID: 'ks-server-east-1' }).mqttClientId).toBe('ks-server-east-1');
  });

  it('listens on this machine only unless HOST is given', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('uses embedded stand-ins and port 8080 by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, mqttUrl: undefined, smtpUrl: undefined, seedDemo: true });
  });

  it('stops on a bad value with a message naming the variable, never NaN', () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://127.0.0.1:5432/ks' })).toThrow(
      'DATABASE_DIRECT_URL is the direct way beside DATABASE_URL',
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:6432/ks', DATABASE_DIRECT_URL: 'postgres://127.0.0.1:5432/ks' }).databaseDirectUrl,
    ).toBe('postgres://127.0.0.1:5432/ks');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('Invalid configuration: PORT must be a whole number');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be at most 65535');
    expect(() => loadConfig({ MQTT_PORT: '18.5' })).toThrow('MQTT_PORT must be a whole number');
    expect(() => loadConfig({ INGEST_RATE_LIMIT_PER_MINUTE: '0' })).toThrow('INGEST_RATE_LIMIT_PER_MINUTE must be at least 1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be true or false');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a URL');
    expect(() => loadConfig({ SEED_HISTORY_DAYS: '5000' })).toThrow('SEED_HISTORY_DAYS must be at most 1098');
  });

  it('bounds how late an offline checklist answer may arrive: 12 hours unless OFFLINE_ANSWER_MAX_DELAY_HOURS says otherwise', () => {
    expect(loadConfig({}).offlineAnswerMaxDelayHours).toBe(12);
    expect(loadConfig({ OFFLINE_ANSWER_MAX_DELAY_HOURS: '6' }).offlineAnswerMaxDelayHours).toBe(6);
    expect(() => loadConfig({ OFFLINE_ANSWER_MAX_DELAY_HOURS: '0' })).toThrow('OFFLINE_ANSWER_MAX_DELAY_HOURS must be at least 1');
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', SMTP_PORT: '-1' })).toThrow(/PORT must be a whole number; SMTP_PORT must be a whole number/);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', MQTT_SHARED_GROUP: '', DATABASE_URL: ' ' });
    expect(config).toMatchObject({ port: 8080, mqttSharedGroup: undefined, databaseUrl: undefined });
  });

  it('reads the proxy, ingest and MQTT session settings that the server used to read itself', () => {
    const config = loadConfig({
      TRUST_PROXY: 'true',
      INGEST_RATE_LIMIT_PER_MINUTE: '120',
      MQTT_CLIENT_ID: 'ks-2',
      MQTT_SHARED_GROUP: 'ks',
      MQTT_ADMIN_URL: 'mqtt://admin:pw@broker:1883',
    });
    expect(config).toMatchObject({ trustProxy: true, ingestRateLimitPerMinute: 120, mqttClientId: 'ks-2', mqttSharedGroup: 'ks' });
    expect(loadConfig({})).toMatchObject({ trustProxy: false, ingestRateLimitPerMinute: 6000 });
    expect(loadBrokerAdminConfig({ MQTT_ADMIN_URL: 'mqtt://admin:pw@broker:1883' }).mqttAdminUrl).toBe('mqtt://admin:pw@broker:1883');
  });

  it('reads ChirpStack over MQTT only with its URL and integration together', () => {
    const id = '6c0f5a3e-2b1d-4c8e-9f7a-1e2d3c4b5a69';
    expect(loadConfig({}).chirpstackMqtt).toBeUndefined();
    expect(
      loadConfig({ CHIRPSTACK_MQTT_URL: 'mqtt://ks:secret@chirpstack.internal:1883', CHIRPSTACK_MQTT_INTEGRATION_ID: id.toUpperCase() })
        .chirpstackMqtt,
    ).toEqual({
      url: 'mqtt://ks:secret@chirpstack.internal:1883',
      integrationId: id,
      applicationId: undefined,
    });
    expect(() => loadConfig({ CHIRPSTACK_MQTT_URL: 'mqtt://chirpstack.internal' })).toThrow(
      'ChirpStack over MQTT needs both CHIRPSTACK_MQTT_URL and CHIRPSTACK_MQTT_INTEGRATION_ID',
    );
    expect(() => loadConfig({ CHIRPSTACK_MQTT_URL: 'http://chirpstack.internal', CHIRPSTACK_MQTT_INTEGRATION_ID: id })).toThrow(
      'CHIRPSTACK_MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL',
    );
    expect(() =>
      loadConfig({ CHIRPSTACK_MQTT_URL: 'mqtt://c', CHIRPSTACK_MQTT_INTEGRATION_ID: id, CHIRPSTACK_MQTT_APPLICATION_ID: '+' }),
    ).toThrow('CHIRPSTACK_MQTT_APPLICATION_ID must be a ChirpStack application id');
  });

  it('serves HTTPS with its own certificate only when given both files, and then defaults PUBLIC_URL to https', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    const config = loadConfig({ TLS_CERT_FILE: '/etc/ks/cert.pem', TLS_KEY_FILE: '/etc/ks/key.pem', PORT: '8443' });
    expect(config).toMatchObject({
      tls: { certFile: '/etc/ks/cert.pem', keyFile: '/etc/ks/key.pem' },
      publicUrl: 'https://localhost:8443',
    });
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/ks/cert.pem' })).toThrow(
      'HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE; TLS_KEY_FILE is not set',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/ks/key.pem' })).toThrow('TLS_CERT_FILE is not set');
  });
});
