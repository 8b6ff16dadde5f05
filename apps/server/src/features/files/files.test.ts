import { MAX_UPLOAD_BYTES } from '@ks/domain';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { files } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { blankPng, downloadFile, uploadFile, uploadOk } from '../../../test/uploads.js';

const server = useTestServer();
let manager: string;
beforeAll(async () => {
  manager = (await loginAs(server, 'manager@harbor.example')).token;
});

const countFiles = async () => (await server.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]?.n ?? 0;
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'GPS Somewhere' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

describe('POST /files', () => {
  it('re-encodes a photo into the image set: widths 128–1024, upright, without EXIF', async () => {
    const file = await uploadOk(server, await photo(1600, 1200), 'kitchen.jpg', manager);
    expect(file).toMatchObject({ kind: 'PICTURE', mimeType: 'image/jpeg', name: 'kitchen.jpg', width: 1200, height: 1600 });
    expect(file.image).toEqual({
      id: file.id,
      small: `/files/${file.id}/small`,
      medium: `/files/${file.id}/medium`,
      large: `/files/${file.id}/large`,
      xlarge: `/files/${file.id}/xlarge`,
      original: `/files/${file.id}/original`,
    });
    for (const [variant, width] of [
      ['small', 128],
      ['medium', 256],
      ['large', 512],
      ['xlarge', 1024],
      ['original', 1200],
    ] as const) {
      const download = await downloadFile(server, `/files/${file.id}/${variant}`, { token: manager });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/jpeg');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-disposition')).toMatch(/^inline; filename="kitchen.jpg"/);
      const metadata = await sharp(download.bytes).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(download.bytes.includes('secret-exif-marker')).toBe(false);
    }
    const row = await server.pool.query('SELECT client_id, uploaded_by, storage_key FROM files WHERE id = $1', [file.id]);
    expect(row.rows[0]).toMatchObject({ client_id: DEMO_IDS.harbor, storage_key: `${DEMO_IDS.harbor}/${file.id}` });
  });

  it('never enlarges a small picture', async () => {
    const png = await sharp({ create: { width: 100, height: 50, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const file = await uploadOk(server, png, 'tiny.png', manager);
    const xlarge = await downloadFile(server, `/files/${file.id}/xlarge`, { token: manager });
    expect(await sharp(xlarge.bytes).metadata()).toMatchObject({ width: 100, height: 50, format: 'png', hasAlpha: true });
  });

  it('accepts exactly 25 MB and refuses the limit plus one byte, storing nothing', async () => {
    const before = await countFiles();
    const tooLarge = await uploadFile(server, pdf(MAX_UPLOAD_BYTES + 1), 'manual.pdf', { token: manager });
    expect(tooLarge).toEqual({ status: 413, body: { error: 'File size is too large', code: 'FILE_TOO_LARGE' } });
    expect(await countFiles()).toBe(before);
    const atLimit = await uploadFile(server, pdf(MAX_UPLOAD_BYTES), 'manual.pdf', { token: manager });
    expect(atLimit.status).toBe(201);
    expect(atLimit.body).toMatchObject({ kind: 'DOCUMENT', mimeType: 'application/pdf', size: MAX_UPLOAD_BYTES, image: null });
  });

  it('refuses a 20,000 × 20,000 pixel PNG without decoding it', async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await countFiles();
    const buffersBefore = process.memoryUsage().arrayBuffers;
    const result = await uploadFile(server, bomb, 'bomb.png', { token: manager });
    expect(result).toEqual({ status: 413, body: { error: 'File size is too large', code: 'FILE_TOO_LARGE' } });
    // Decoded, its pixels alone would be 1.6 GB; refused from the header, the server never held them.
    expect((process.memoryUsage().arrayBuffers - buffersBefore) / (1024 * 1024)).toBeLessThan(100);
    expect(await countFiles()).toBe(before);
  });

  it.each([
    ['wrong magic bytes', Buffer.from('this is not a picture at all'), 'photo.jpg'],
    ['HTML renamed .jpg', Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'), 'photo.jpg'],
    [
      'SVG renamed .jpg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
      'logo.jpg',
    ],
    ['SVG as .svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'],
    ['a JPEG header followed by garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), 'broken.jpg'],
  ])('refuses %s as an invalid file type, storing nothing', async (_name, bytes, fileName) => {
    const before = await countFiles();
    const result = await uploadFile(server, bytes, fileName, { token: manager, type: 'image/jpeg' });
    expect(result).toEqual({ status: 415, body: { error: 'Invalid file type', code: 'INVALID_FILE_TYPE' } });
    expect(await countFiles()).toBe(before);
  });

  it('ignores a path-traversal file name: the server names the stored object', async () => {
    const tmpBefore = await readdir(os.tmpdir());
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const file = await uploadOk(server, png, '../../../../etc/cron.d/evil\u0000.png', manager);
    expect(file.name).toBe('evil.png');
    const row = await server.pool.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [file.id]);
    expect(row.rows[0]?.storage_key).toBe(`${DEMO_IDS.harbor}/${file.id}`);
    expect((await readdir(os.tmpdir())).filter((name) => !tmpBefore.includes(name) && name.includes('evil'))).toEqual([]);
    const download = await downloadFile(server, `/files/${file.id}/original`, { token: manager });
    expect(download.headers.get('content-disposition')).toBe(`inline; filename="evil.png"; filename*=UTF-8''evil.png`);
  });

  it('refuses a request without a file', async () => {
    const response = await fetch(`${server.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}` },
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Field is required', code: 'FILE_REQUIRED' });
  });

  it.each([
    ['admin@demo.example', DEMO_IDS.harbor],
    ['manager@harbor.example', undefined],
    ['lm@harbor.example', undefined],
    ['cook@harbor.example', undefined],
    ['porter@harbor.example', undefined],
  ])('lets %s upload into their own client', async (email, clientId) => {
    const { token } = await loginAs(server, email);
    const file = await uploadOk(server, pdf(2048), 'checklist.pdf', token, clientId);
    const row = await server.pool.query<{ client_id: string }>('SELECT client_id FROM files WHERE id = $1', [file.id]);
    expect(row.rows[0]?.client_id).toBe(DEMO_IDS.harbor);
  });

  it('refuses anonymous uploads and foreign client headers', async () => {
    const before = await countFiles();
    expect(await uploadFile(server, pdf(100), 'a.pdf')).toEqual({
      status: 401,
      body: { error: 'unauthenticated', code: 'UNAUTHENTICATED' },
    });
    expect(await uploadFile(server, pdf(100), 'a.pdf', { token: 'not-a-jwt' })).toMatchObject({ status: 401 });
    const foreign = await uploadFile(server, pdf(100), 'a.pdf', { token: manager, clientId: DEMO_IDS.sunrise });
    expect(foreign).toEqual({ status: 403, body: { error: 'Client not found', code: 'CLIENT_NOT_FOUND' } });
    expect(await countFiles()).toBe(before);
  });
});

describe('GET /files/:id/:variant', () => {
  it('serves documents as attachments with nosniff', async () => {
    const file = await uploadOk(server, pdf(4096), 'Temperature log — März.pdf', manager);
    const download = await downloadFile(server, file.url, { token: manager });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Temperature log _ M_rz.pdf"; filename*=UTF-8''${encodeURIComponent('Temperature log — März.pdf')}`,
    );
    expect(download.bytes.equals(pdf(4096))).toBe(true);
    expect(download.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const again = await fetch(`${server.url}${file.url}`, {
      headers: { authorization: `Bearer ${manager}`, 'if-none-match': download.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers another client file exactly like a missing one', async () => {
    const harborFile = await uploadOk(server, pdf(512), 'harbor.pdf', manager);
    const sunrise = await loginAs(server, 'manager@sunrise.example');
    const foreign = await downloadFile(server, harborFile.url, { token: sunrise.token });
    const missing = await downloadFile(server, '/files/00000000-0000-4000-8000-000000000abc/original', { token: sunrise.token });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.bytes.toString()).toBe(missing.bytes.toString());
    expect(JSON.parse(foreign.bytes.toString())).toEqual({ error: 'File not found', code: 'NOT_FOUND' });
    // The multi-client manager sees it only with Harbor selected.
    const multi = await loginAs(server, 'multi@demo.example');
    expect((await downloadFile(server, harborFile.url, { token: multi.token, clientId: DEMO_IDS.sunrise })).status).toBe(404);
    expect((await downloadFile(server, harborFile.url, { token: multi.token, clientId: DEMO_IDS.harbor })).status).toBe(200);
  });

  it('answers missing variants, malformed ids and anonymous callers without content', async () => {
    const document = await uploadOk(server, pdf(256), 'doc.pdf', manager);
    expect((await downloadFile(server, `/files/${document.id}/small`, { token: manager })).status).toBe(404);
    expect((await downloadFile(server, `/files/${document.id}/..%2F..%2Fetc`, { token: manager })).status).toBe(404);
    expect((await downloadFile(server, '/files/not-an-id/original', { token: manager })).status).toBe(404);
    expect((await downloadFile(server, document.url)).status).toBe(401);
  });
});

describe('row-level security on files', () => {
  it('hides another client files even from a query without a tenant filter', async () => {
    const sunrise = await loginAs(server, 'manager@sunrise.example');
    await uploadOk(server, pdf(300), 'sunrise-only.pdf', sunrise.token);
    await uploadOk(server, pdf(300), 'harbor-only.pdf', manager);
    const { rows } = await server.pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'manager@harbor.example'");
    const seen = await withTenantTx(server.pool, { userId: rows[0]?.id ?? '', clientId: DEMO_IDS.harbor }, (db) => db.select().from(files));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((file) => file.clientId))).toEqual(new Set([DEMO_IDS.harbor]));
    expect(seen.map((file) => file.originalName)).not.toContain('sunrise-only.pdf');
  });
});
