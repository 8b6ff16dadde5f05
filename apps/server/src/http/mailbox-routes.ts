import type { FastifyInstance } from 'fastify';
import type { EmbeddedSmtp } from '../embedded/embedded-smtp.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The embedded mailbox (development and tests only; never registered in production). */
export function registerMailboxRoutes(app: FastifyInstance, smtp: EmbeddedSmtp): void {
  app.get('/dev/mailbox/messages.json', async (req) => {
    const to = (req.query as { to?: string }).to?.toLowerCase();
    return smtp
      .messages()
      .filter((m) => !to || m.to.includes(to))
      .reverse()
      .map(({ id, to: recipients, from, subject, text, html, receivedAt }) => ({
        id,
        to: recipients,
        from,
        subject,
        text,
        html,
        receivedAt,
      }));
  });

  app.get('/dev/mailbox', async (_req, reply) => {
    const rows = smtp
      .messages()
      .reverse()
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>To:</strong> ${escapeHtml(m.to.join(', '))} ·
          <time>${escapeHtml(m.receivedAt)}</time></p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kitchen Sentinel | Mailbox</title>
      <style>body{font-family:system-ui;max-width:900px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
      </head><body><h1>Mailbox (development)</h1><p>Every e-mail the server sent, newest first.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
  });
}
