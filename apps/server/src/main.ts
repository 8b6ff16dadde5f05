import { ACCESS_LEVEL_LABELS } from '@ks/domain';
import { loadConfig } from './config.js';
import { DataDirInUseError } from './embedded/data-dir-lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config).catch((error: unknown) => {
  // An operator's mistake, not a fault: one line that says what to do, no stack.
  if (error instanceof DataDirInUseError) {
    console.error(`[kitchen-sentinel] ${error.message}`);
    process.exit(1);
  }
  throw error;
});

const lines = [
  '',
  `  Kitchen Sentinel is running: ${config.publicUrl}`,
  ...(config.host === '127.0.0.1' || config.host === 'localhost' || config.host === '::1'
    ? ['  (reachable from this machine only; HOST=0.0.0.0 listens on every network interface)']
    : []),
  ...(server.smtp ? [`  Mailbox (every e-mail sent): ${config.publicUrl}/dev/mailbox`] : []),
  ...(config.seedDemo
    ? [
        '',
        `  Demo logins (password: ${DEMO_PASSWORD})`,
        ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(26)} ${ACCESS_LEVEL_LABELS[a.level]}`),
      ]
    : []),
  '',
];
// The banner is this command's answer to the person who ran `npm start` (where to open, how to sign in),
// not a log event: it stays plain console text so it is readable above the JSON log lines.
console.log(lines.join('\n'));

// The first SIGTERM/SIGINT stops gracefully (drain, finish, store what is buffered, close the pool last);
// a second one, or a stop hanging past the grace period plus 30 s, ends the process at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      server.app.log.error(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(`${signal}: draining for ${config.shutdownGraceMs} ms, then stopping`);
    setTimeout(() => {
      server.app.log.error('stop did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 30_000).unref();
    void server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
}
