import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeThrowawayCertificate } from '../../apps/server/test/throwaway-certificate.js';

/**
 * One more server for https.spec.ts: the same build served over HTTPS with its own certificate
 * (TLS_CERT_FILE, TLS_KEY_FILE), as a deployment without a proxy runs it; browsers speak HTTP/2 to it.
 * Its port sits above the workers' servers.
 */
export const HTTPS_PORT = Number(process.env.E2E_PORT ?? 8191) + 40;
export const HTTPS_URL = `https://localhost:${HTTPS_PORT}`;

/** A throwaway certificate for localhost, made once per port and machine. */
export function httpsCertificate(): { certFile: string; keyFile: string } {
  const dir = path.join(os.tmpdir(), `ks-e2e-tls-${HTTPS_PORT}`);
  const files = { certFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
  if (fs.existsSync(files.certFile) && fs.existsSync(files.keyFile)) return files;
  fs.mkdirSync(dir, { recursive: true });
  return writeThrowawayCertificate(dir, 3650);
}
