import { ACCESS_LEVEL_LABELS } from '@ks/domain';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);

const lines = [
  '',
  `  Kitchen Sentinel is running: ${config.publicUrl}`,
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
console.log(lines.join('\n'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().finally(() => process.exit(0));
  });
}
