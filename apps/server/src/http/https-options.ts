import fs from 'node:fs';
import type { SecureServerOptions } from 'node:http2';
import type { Config } from '../config.js';

function readPem(file: string, variable: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/**
 * The listener's TLS when the server holds its own certificate: HTTP/2 for browsers (one connection
 * carries a page's requests side by side, and a tab's live stream no longer takes one of the six
 * connections HTTP/1.1 allows a site), HTTP/1.1 still answered for clients without it (sensors' gateways,
 * curl, load balancers' probes).
 */
export function httpsOptions(tls: Config['tls']): SecureServerOptions | undefined {
  if (!tls) return undefined;
  return { allowHTTP1: true, cert: readPem(tls.certFile, 'TLS_CERT_FILE'), key: readPem(tls.keyFile, 'TLS_KEY_FILE') };
}
