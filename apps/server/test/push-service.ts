import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { writeThrowawayCertificate } from './throwaway-certificate.js';

/** What a browser keeps for one push subscription: its ECDH P-256 pair and the 16-byte auth secret. */
export interface TestDevice {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The outside world's push service, as far as a test needs it: an HTTPS server (a throwaway certificate,
 * given to the Kitchen Sentinel server as OUTBOUND_CA_FILE) that keeps every request it receives and answers
 * 201, or 410 for paths under /gone/ (a subscription the browser dropped).
 */
export async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-push-'));
  const { certFile, keyFile } = writeThrowawayCertificate(dir);
  const received: ReceivedPush[] = [];
  const server = https.createServer({ cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    certFile,
    origin,
    received,
    /** A new device subscribed at `<origin>/<pathPrefix>/<random>`. */
    device(pathPrefix = 'push'): TestDevice {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const endpoint = `${origin}/${pathPrefix}/${crypto.randomUUID()}`;
      return {
        ecdh,
        publicKey,
        authSecret,
        subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } },
      };
    },
    /** Pushes received for a device so far, oldest first. */
    pushesFor(device: TestDevice): ReceivedPush[] {
      const wanted = new URL(device.subscription.endpoint).pathname;
      return received.filter((r) => r.path === wanted);
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * Decrypts a push body as the browser does (RFC 8291 over RFC 8188 aes128gcm, one record): the header
 * names the salt, the record size and the server's ephemeral key; the device's private key and auth
 * secret give the content key and nonce.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(device.authSecret, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, signed by that key, for the
 * push service's origin, not expired. Returns the JWT's claims and the key.
 */
export function verifyVapid(authorization: string | string[] | undefined): {
  claims: { aud: string; exp: number; sub: string };
  key: string;
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(authorization));
  if (!match) throw new Error(`not a VAPID authorization: ${String(authorization)}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), key };
}
