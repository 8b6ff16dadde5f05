import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const generated = new Map<string, VapidKeys>();

/**
 * The server's VAPID key pair: from the configuration when given (production must give it, so every
 * instance signs with the same key); otherwise generated once and kept in `<dataDir>/vapid.json`, so a
 * device subscribed under `npm start` still receives pushes after a restart. Without a data directory (the
 * tests) the pair lives as long as the process. Null in production without keys: Web Push is off.
 */
export function vapidKeysOf(config: Pick<Config, 'vapid' | 'env' | 'dataDir' | 'mailFrom'>): VapidKeys | null {
  if (config.vapid) return config.vapid;
  if (config.env === 'production') return null;
  const known = generated.get(config.dataDir);
  if (known) return known;
  const keys = readOrCreate(config.dataDir, subjectOf(config.mailFrom));
  generated.set(config.dataDir, keys);
  return keys;
}

function subjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

function readOrCreate(dataDir: string, subject: string): VapidKeys {
  const file = dataDir ? path.join(dataDir, 'vapid.json') : null;
  if (file && fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  const pair = webpush.generateVAPIDKeys();
  if (file) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  }
  return { ...pair, subject };
}
