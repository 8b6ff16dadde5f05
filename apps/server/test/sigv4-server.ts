import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Recomputes an AWS Signature Version 4 from the request as received, written from AWS's documented
 * algorithm (independent of the SDK's signer): canonical request → string to sign → HMAC chain.
 * Returns why it does not match, or null when it does.
 */
export function verifySigV4(req: IncomingMessage, body: Buffer, secrets: Record<string, string>): string | null {
  const authorization = req.headers.authorization ?? '';
  const match = authorization.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/,
  );
  if (!match) return 'malformed authorization header';
  const [, accessKeyId = '', day = '', region = '', signedHeaders = '', signature = ''] = match;
  const secret = secrets[accessKeyId];
  if (!secret) return 'unknown access key';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash does not match the body';
  const signed = signedHeaders.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-date')) return 'host and x-amz-date must be signed';

  const url = new URL(req.url ?? '/', 'http://localhost');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signed
    .map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

export interface SigV4Server {
  endpoint: string;
  /** Every request with the verifier's verdict (null = valid). */
  requests: Array<{ method: string; path: string; problem: string | null }>;
  close(): Promise<void>;
}

/**
 * A minimal S3 object API (PUT, GET, DeleteObjects on one path-style bucket) that refuses every request
 * whose SigV4 signature does not verify, answering like S3 (403 SignatureDoesNotMatch).
 */
export async function startSigV4Server(secrets: Record<string, string>): Promise<SigV4Server> {
  const objects = new Map<string, Buffer>();
  const requests: SigV4Server['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const problem = verifySigV4(req, body, secrets);
      requests.push({ method: req.method ?? '', path: url.pathname, problem });
      const xmlError = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
      };
      if (problem) return xmlError(403, 'SignatureDoesNotMatch');
      if (req.method === 'PUT') {
        objects.set(url.pathname, body);
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(url.pathname);
        if (!object) return xmlError(404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length });
        return res.end(object);
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        const bucket = url.pathname.replace(/\/$/, '');
        for (const [, key] of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(`${bucket}/${key}`);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
      }
      return xmlError(400, 'NotImplemented');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
