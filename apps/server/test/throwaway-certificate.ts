import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A self-signed certificate for localhost (and 127.0.0.1) written into `dir` as cert.pem and key.pem, for
 * a test, an end-to-end run or a benchmark that serves HTTPS. openssl comes with every Debian system.
 */
export function writeThrowawayCertificate(dir: string, days = 2): { certFile: string; keyFile: string } {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      String(days),
      '-subj',
      '/CN=localhost',
    ].concat(['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile]),
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}
