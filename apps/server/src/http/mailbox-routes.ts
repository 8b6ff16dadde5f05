import type { FastifyInstance } from 'fastify';
import type { EmbeddedSmtp, MailboxMessage } from '../embedded/embedded-smtp.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where the mailbox serves a message's n-th attachment. */
function attachmentPath(messageId: number, index: number): string {
  return `/dev/mailbox/messages/${messageId}/attachments/${index}`;
}

/**
 * A message's attachments as links (issue 17: the export CSV can be opened from the mailbox). The
 * embedded SMTP keeps the content of text files only; other files are listed with their size.
 */
function attachmentsHtml(message: MailboxMessage): string {
  if (message.attachments.length === 0) return '';
  const items = message.attachments.map((file, index) => {
    const label = `${escapeHtml(file.filename || `attachment ${index + 1}`)} (${escapeHtml(file.contentType)}, ${file.size} bytes)`;
    return file.content ? `<li><a href="${attachmentPath(message.id, index)}">${label}</a></li>` : `<li>${label} — content not kept</li>`;
  });
  return `<p><strong>Attachments:</strong></p><ul>${items.join('')}</ul>`;
}

/** The embedded mailbox (development and tests only; never registered in production). */
export function registerMailboxRoutes(app: FastifyInstance, smtp: EmbeddedSmtp): void {
  app.get('/dev/mailbox/messages.json', async (req) => {
    const to = (req.query as { to?: string }).to?.toLowerCase();
    return smtp
      .messages()
      .filter((m) => !to || m.to.includes(to))
      .reverse()
      .map(({ id, to: recipients, from, subject, text, html, receivedAt, attachments }) => ({
        id,
        to: recipients,
        from,
        subject,
        text,
        html,
        receivedAt,
        attachments: attachments.map((file, index) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: file.size,
          url: file.content ? attachmentPath(id, index) : null,
        })),
      }));
  });

  app.get('/dev/mailbox/messages/:id/attachments/:index', async (req, reply) => {
    const { id, index } = req.params as { id: string; index: string };
    const file = smtp.messages().find((m) => String(m.id) === id)?.attachments[Number(index)];
    if (!file?.content) return reply.code(404).type('text/plain; charset=utf-8').send('No such attachment');
    // Opened in the browser's download manager under its own name; the header keeps non-ASCII names.
    const name = file.filename || `attachment-${index}`;
    reply
      .type(file.contentType.includes('charset') ? file.contentType : `${file.contentType}; charset=utf-8`)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('x-content-type-options', 'nosniff');
    return file.content;
  });

  app.get('/dev/mailbox', async (_req, reply) => {
    const rows = smtp
      .messages()
      .reverse()
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>To:</strong> ${escapeHtml(m.to.join(', '))} ·
          <time>${escapeHtml(m.receivedAt)}</time></p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>${attachmentsHtml(m)}</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kitchen Sentinel | Mailbox</title>
      <style>body{font-family:system-ui;max-width:900px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
      </head><body><h1>Mailbox (development)</h1><p>Every e-mail the server sent, newest first.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
  });
}
