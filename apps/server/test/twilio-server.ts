import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { writeThrowawayCertificate } from './throwaway-certificate.js';

export interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * The outside world's SMS provider as far as a test needs it: an HTTPS server speaking Twilio's Messages
 * API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form body). It answers 201 with a
 * message resource, 401 for a wrong account or token, and Twilio's 400 error 21211 for a number it
 * cannot reach (`+15005550001`, one of Twilio's magic test numbers).
 */
export async function startTwilioServer(account: { sid: string; token: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-twilio-'));
  const { certFile, keyFile } = writeThrowawayCertificate(dir);
  const received: ReceivedSms[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
  const server = https.createServer({ cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, form });
      response.setHeader('content-type', 'application/json');
      const answer = (status: number, body: object) => {
        response.statusCode = status;
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      if (request.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate' });
      if (form.get('To') === '+15005550001')
        return answer(400, { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number." });
      answer(201, {
        sid: `SM${received.length.toString().padStart(32, '0')}`,
        status: 'queued',
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    certFile,
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    received,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
