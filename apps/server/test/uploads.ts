import type { RunningServer } from '../src/server.js';
import type { UploadedFileJson } from '../src/features/files/file-urls.js';
import { deflateSync } from 'node:zlib';

export interface UploadResponse {
  status: number;
  body: (UploadedFileJson & { error?: undefined }) | { error: string; code: string };
}

/** Posts one file to `POST /files` as the web's upload component does (multipart, bearer, client-id). */
export async function uploadFile(
  server: RunningServer,
  bytes: Uint8Array,
  fileName: string,
  options: { token?: string; clientId?: string; type?: string } = {},
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), fileName);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientId) headers['client-id'] = options.clientId;
  const response = await fetch(`${server.url}/files`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as UploadResponse['body'] };
}

/** Uploads and returns the file, failing the test when the server refused it. */
export async function uploadOk(server: RunningServer, bytes: Uint8Array, fileName: string, token: string, clientId?: string) {
  const result = await uploadFile(server, bytes, fileName, { token, clientId });
  if (result.status !== 201 || 'code' in result.body) throw new Error(`upload refused: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body as UploadedFileJson;
}

/** Downloads one rendition with the caller's token. */
export async function downloadFile(server: RunningServer, path: string, options: { token?: string; clientId?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientId) headers['client-id'] = options.clientId;
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * A real PNG of any size without encoding its pixels: 1-bit greyscale rows of zeros deflate to almost
 * nothing, so a 20,000 × 20,000 picture (a decompression bomb for a naive decoder) is ~50 KB.
 */
export function blankPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rowBytes * height); // filter byte 0 + all-black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
