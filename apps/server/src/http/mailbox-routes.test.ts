import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.js';
import { waitForMail } from '../../test/harness.js';
import { useTestServer } from '../../test/suite-server.js';

const server = useTestServer();

describe('the development mailbox', () => {
  it('lists attachments and serves a CSV under its own name (issue 17: the export can be opened there)', async () => {
    const to = 'exports@mailbox.example';
    const csv = '\uFEFFAppliance,Temperature\nCámara fría,3.5\n';
    const mailer = createMailer(server.smtp!.url, 'sentinel@mailbox.example');
    await mailer.send({
      to,
      subject: 'Your temperature export',
      text: 'The export is attached.',
      html: '<p>The export is attached.</p>',
      attachments: [
        { filename: 'Cámara fría.csv', content: csv, contentType: 'text/csv' },
        { filename: 'logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' },
      ],
    });
    mailer.close();
    await waitForMail(server, to);

    const [message] = (await (await fetch(`${server.url}/dev/mailbox/messages.json?to=${to}`)).json()) as Array<{
      attachments: Array<{ filename: string; contentType: string; url: string | null }>;
    }>;
    expect(message!.attachments).toEqual([
      expect.objectContaining({ filename: 'Cámara fría.csv', contentType: 'text/csv', url: expect.stringMatching(/^\/dev\/mailbox\//) }),
      expect.objectContaining({ filename: 'logo.png', contentType: 'image/png', url: null }),
    ]);

    const page = await (await fetch(`${server.url}/dev/mailbox`)).text();
    expect(page).toContain(`<a href="${message!.attachments[0]!.url}">Cámara fría.csv (text/csv,`);
    expect(page).toContain('logo.png (image/png, 4 bytes) — content not kept');

    const download = await fetch(`${server.url}${message!.attachments[0]!.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Cámara fría.csv')}`);
    // The BOM survives, so Excel reads the accents.
    expect(new Uint8Array(await download.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));

    expect((await fetch(`${server.url}/dev/mailbox/messages/999999/attachments/0`)).status).toBe(404);
  });
});
