import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface MailboxMessage {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  /** Attached files; text content kept (up to 2 MB each) so exports can be checked. */
  attachments: Array<{ filename: string; contentType: string; size: number; content: string }>;
}

export interface EmbeddedSmtp {
  url: string;
  port: number;
  messages(): MailboxMessage[];
  stop(): Promise<void>;
}

const MAX_KEPT = 500;

/**
 * A real SMTP server on loopback (development and tests only): mail is sent to it over SMTP by the same
 * nodemailer transport production uses, and what arrives is kept for `/dev/mailbox`.
 */
export async function startEmbeddedSmtp(preferredPort: number, log: (msg: string) => void): Promise<EmbeddedSmtp> {
  const kept: MailboxMessage[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Kitchen Sentinel embedded mailbox',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          kept.push({
            id: nextId++,
            to: recipients,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              size: file.size,
              content: file.contentType.startsWith('text/') ? file.content.subarray(0, 2 * 1024 * 1024).toString('utf8') : '',
            })),
          });
          if (kept.length > MAX_KEPT) kept.shift();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const port = await freePort(preferredPort);
  if (port !== preferredPort && preferredPort > 0) log(`SMTP port ${preferredPort} is taken; embedded mailbox listens on ${port}`);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => [...kept],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
