import https from 'node:https';
import type { Config } from '../../config.js';
import { outboundAgent } from './outbound-agent.js';

export type SmsOutcome = { delivered: true; id: string } | { delivered: false; reason: string };

/** Something that sends a text message to an E.164 number. */
export interface SmsProvider {
  send(to: string, body: string): Promise<SmsOutcome>;
}

/** The configured provider, or null: SMS is off unless TWILIO_* is set. */
export function smsProviderOf(config: Config): SmsProvider | null {
  return config.twilio ? twilioProvider(config.twilio, outboundAgent(config)) : null;
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To, From and Body,
 * HTTP basic auth with the account SID and auth token. 201 with the message's `sid` is accepted; an error
 * answer carries `message` (and Twilio's `code`), which becomes the delivery's reason.
 */
export function twilioProvider(account: NonNullable<Config['twilio']>, agent: https.Agent | undefined): SmsProvider {
  const url = new URL(`${account.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`);
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  return {
    send: (to, body) =>
      new Promise<SmsOutcome>((resolve) => {
        const form = new URLSearchParams({ To: to, From: account.from, Body: body }).toString();
        const request = https.request(
          url,
          {
            method: 'POST',
            agent,
            timeout: 10_000,
            headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(outcomeOf(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
          },
        );
        request.on('timeout', () => request.destroy(new Error('SMS provider did not answer within 10 s')));
        request.on('error', (error) => resolve({ delivered: false, reason: error.message }));
        request.end(form);
      }),
  };
}

function outcomeOf(status: number, text: string): SmsOutcome {
  let body: { sid?: string; message?: string; code?: number } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  if (status >= 200 && status < 300 && body.sid) return { delivered: true, id: body.sid };
  const code = body.code ? ` (${body.code})` : '';
  return { delivered: false, reason: `SMS provider answered ${status}${body.message ? `: ${body.message}` : ''}${code}` };
}
