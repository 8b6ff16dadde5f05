import { spawn, type ChildProcess } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { freePort } from '../src/embedded/free-port.js';
import { deviceClientId, putServer, sendDynsecCommands, sensorUsername, type DynsecCommand } from '../src/features/ingest/mqtt-dynsec.js';

/**
 * A private Mosquitto for a test suite: the production configuration shipped in deploy/mosquitto, with
 * its listeners, paths and logging replaced (a free loopback port, a temporary directory), the
 * dynamic-security plugin holding an admin account, and the server's account created through it as an
 * operator does (deploy/mosquitto/ks-broker).
 */
const SHIPPED_CONF = path.resolve(import.meta.dirname, '../../../deploy/mosquitto/mosquitto.conf');

function findFile(candidates: string[]): string | null {
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** The mosquitto binary, or null where none is installed. */
export const MOSQUITTO_BINARY = findFile([
  ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'mosquitto')),
  '/usr/sbin/mosquitto',
  '/usr/local/sbin/mosquitto',
]);

/** Why the suites against a real broker are skipped, when they are. */
export const NO_MOSQUITTO =
  'SKIPPED: no mosquitto binary on this machine (apt-get install mosquitto; .ci/run installs it). The tests against a real broker did not run.';

function dynsecPlugin(): string {
  const dirs = ['/usr/lib', '/usr/local/lib', ...fs.readdirSync('/usr/lib').map((dir) => path.join('/usr/lib', dir))];
  const plugin = findFile(dirs.map((dir) => path.join(dir, 'mosquitto_dynamic_security.so')));
  if (!plugin) throw new Error('mosquitto is installed but its dynamic-security plugin (mosquitto_dynamic_security.so) was not found');
  return plugin;
}

/** A dynamic-security account as the plugin stores it: PBKDF2-SHA512, base64. */
function storedAccount(username: string, password: string, rolename: string) {
  const salt = randomBytes(12);
  const iterations = 101;
  const hash = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return { username, password: hash.toString('base64'), salt: salt.toString('base64'), iterations, roles: [{ rolename }] };
}

const REPLACED = /^\s*(listener|certfile|keyfile|cafile|plugin|plugin_opt_config_file|persistence_location|log_dest)\b/;

export interface Account {
  username: string;
  password: string;
}

export interface Mosquitto {
  port: number;
  /** `mqtt://127.0.0.1:<port>` without credentials. */
  url: string;
  /** The server's account (ks-broker server). */
  server: Account;
  /** The URL the server connects with (its account in it). */
  serverUrl: string;
  /** The dynamic-security admin's URL (what ks-broker's MQTT_ADMIN_URL would be). */
  adminUrl: string;
  /** Sends dynamic-security commands as the admin. */
  control(commands: DynsecCommand[]): Promise<void>;
  /** The broker's process id (the benchmark reads its CPU time). */
  pid(): number;
  stop(): Promise<void>;
}

async function waitForBroker(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited with ${child.exitCode}: ${log()}`);
    try {
      const client = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 1000 });
      await client.endAsync();
      return;
    } catch (error) {
      if (Date.now() - started > 10_000) throw new Error(`mosquitto did not answer within 10 s: ${String(error)} ${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts a private Mosquitto with the shipped production configuration. */
export async function startMosquitto(): Promise<Mosquitto> {
  if (!MOSQUITTO_BINARY) throw new Error(NO_MOSQUITTO);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-mosquitto-'));
  const port = await freePort(0);
  const admin = { username: 'ks-admin', password: randomBytes(18).toString('base64url') };
  const server = { username: 'kitchen-sentinel-server', password: randomBytes(18).toString('base64url') };
  const dynsecFile = path.join(dir, 'dynamic-security.json');
  const adminRole = {
    rolename: 'admin',
    acls: [
      { acltype: 'publishClientSend', topic: '$CONTROL/dynamic-security/#', allow: true },
      { acltype: 'publishClientReceive', topic: '$CONTROL/dynamic-security/#', allow: true },
      { acltype: 'subscribePattern', topic: '$CONTROL/dynamic-security/#', allow: true },
    ],
  };
  fs.writeFileSync(
    dynsecFile,
    JSON.stringify({
      clients: [storedAccount(admin.username, admin.password, 'admin')],
      roles: [adminRole],
      defaultACLAccess: { publishClientSend: false, publishClientReceive: true, subscribe: false, unsubscribe: true },
    }),
  );
  const shipped = fs
    .readFileSync(SHIPPED_CONF, 'utf8')
    .split('\n')
    .filter((line) => !REPLACED.test(line));
  const conf = [
    ...shipped,
    `listener ${port} 127.0.0.1`,
    `plugin ${dynsecPlugin()}`,
    `plugin_opt_config_file ${dynsecFile}`,
    `persistence_location ${dir}/`,
    'log_dest stderr',
    // As root, mosquitto would switch to the `mosquitto` user, who may not read this private directory.
    ...(process.getuid?.() === 0 ? ['user root'] : []),
  ].join('\n');
  const confFile = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(confFile, `${conf}\n`);

  let child: ChildProcess;
  let output = '';
  const url = `mqtt://127.0.0.1:${port}`;
  const withAccount = (account: Account) =>
    `mqtt://${encodeURIComponent(account.username)}:${encodeURIComponent(account.password)}@127.0.0.1:${port}`;
  const adminUrl = withAccount(admin);
  async function launch() {
    child = spawn(MOSQUITTO_BINARY!, ['-c', confFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (process.env.KS_MOSQUITTO_LOG) process.stderr.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-4000);
    });
    await waitForBroker(adminUrl, child, () => output);
  }
  async function halt() {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await launch();
  const control = (commands: DynsecCommand[]) => sendDynsecCommands(adminUrl, commands);
  try {
    await control(putServer(server.username, server.password));
  } catch (error) {
    await halt();
    throw error;
  }
  return {
    port,
    url,
    server,
    serverUrl: withAccount(server),
    adminUrl,
    control,
    pid: () => child.pid!,
    async stop() {
      await halt();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A sensor's own MQTT session on `brokerUrl`, signed in as hwid@clientId with its secret (no reconnects); the
 * shipped broker configuration binds the account to that same client id.
 */
export function connectSensor(brokerUrl: string, sensor: { hwid: string; clientId: string; secret: string }, clientId?: string) {
  return mqtt.connectAsync(brokerUrl, {
    username: sensorUsername(sensor.clientId, sensor.hwid),
    password: sensor.secret,
    clientId: clientId ?? deviceClientId(sensorUsername(sensor.clientId, sensor.hwid)),
    reconnectPeriod: 0,
  });
}

/**
 * A plain Mosquitto as ChirpStack's own setups ship it (anonymous clients, persistence on): the broker a
 * ChirpStack network server publishes its events to, which the product reads as a client.
 */
export async function startPlainMosquitto(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!MOSQUITTO_BINARY) throw new Error(NO_MOSQUITTO);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-mosquitto-plain-'));
  const port = await freePort(0);
  const conf = [
    `listener ${port} 127.0.0.1`,
    'allow_anonymous true',
    'persistence true',
    `persistence_location ${dir}/`,
    'log_dest stderr',
    ...(process.getuid?.() === 0 ? ['user root'] : []),
  ];
  fs.writeFileSync(path.join(dir, 'mosquitto.conf'), `${conf.join('\n')}\n`);
  let output = '';
  const child = spawn(MOSQUITTO_BINARY, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000)));
  const url = `mqtt://127.0.0.1:${port}`;
  await waitForBroker(url, child, () => output);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
