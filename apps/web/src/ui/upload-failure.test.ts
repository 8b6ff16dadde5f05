import { MAX_UPLOAD_BYTES } from '@ks/domain';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from '../lib/errors/api-error-message';
import { bundledTranslators } from '../lib/i18n/bundled-translators.test-support';
import { uploadFile, UploadError } from './protected-files';
import { uploadFailureKey } from './upload-failure';

// No session in these tests: the upload goes out without a bearer token.
vi.mock('../lib/token/access-token-source', () => ({ accessTokenSource: { getValidToken: async () => null } }));

let t: Record<'en' | 'es', TFunction>;

beforeAll(async () => {
  t = await bundledTranslators();
});

afterEach(() => vi.unstubAllGlobals());

/** `POST /files` answering as the server does: `{ error, code }` with the refusal's status. */
function serverAnswers(status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status, headers })),
  );
}

/** The message a screen shows when uploading a small PNG fails the way the server answered. */
async function failedUploadKey(fallback?: Parameters<typeof uploadFailureKey>[1]) {
  const failure = await uploadFile(new File(['png'], 'tiny.png', { type: 'image/png' }), ['PICTURE']).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(UploadError);
  return uploadFailureKey(failure, fallback);
}

describe('uploadFailureKey: every way an upload is refused, by code', () => {
  it.each([
    [413, 'FILE_TOO_LARGE', 'upload.tooLarge', 'File size is too large', 'El archivo es demasiado grande'],
    [415, 'INVALID_FILE_TYPE', 'upload.invalidType', 'Invalid file type', 'Tipo de archivo no válido'],
    [
      429,
      'TOO_MANY_UPLOADS',
      'upload.tooMany',
      'Too many uploads at once. Try again in a few seconds.',
      'Hay demasiadas subidas a la vez. Inténtalo de nuevo en unos segundos.',
    ],
  ])('%i %s reads %s', async (status, code, key, english, spanish) => {
    serverAnswers(status, { error: 'worded by the server', code }, { 'content-type': 'application/json', 'retry-after': '10' });
    expect(await failedUploadKey()).toBe(key);
    expect(t.en(key as MessageKey)).toBe(english);
    expect(t.es(key as MessageKey)).toBe(spanish);
  });

  it('reads the code, not the status: a 400 the server names is worded by its name', async () => {
    serverAnswers(400, { error: 'Too many uploads', code: 'TOO_MANY_UPLOADS' });
    expect(await failedUploadKey()).toBe('upload.tooMany');
  });

  it('falls back on the status when a proxy answers with a page of its own', async () => {
    serverAnswers(429, '<html>slow down</html>', { 'content-type': 'text/html' });
    expect(await failedUploadKey()).toBe('upload.tooMany');
    serverAnswers(413, '<html>too big</html>', { 'content-type': 'text/html' });
    expect(await failedUploadKey()).toBe('upload.tooLarge');
  });

  it('words any other failure with the screen’s own text (401, 400 FILE_REQUIRED, 500, no network)', async () => {
    serverAnswers(401, { error: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    expect(await failedUploadKey()).toBe('upload.failed');
    serverAnswers(400, { error: 'This field is required', code: 'FILE_REQUIRED' });
    expect(await failedUploadKey('media.uploadFailed')).toBe('media.uploadFailed');
    serverAnswers(500, { error: 'Internal Server Error' });
    expect(await failedUploadKey('equipment.form.photoFailed')).toBe('equipment.form.photoFailed');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failedUploadKey()).toBe('upload.failed');
  });

  it('words the refusals checked before sending the same way', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const big = { size: MAX_UPLOAD_BYTES + 1, type: 'image/png', name: 'big.png' } as File;
    const failure = await uploadFile(big, ['PICTURE']).catch((error: unknown) => error);
    expect(uploadFailureKey(failure)).toBe('upload.tooLarge');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('words a mutation refusing the file by the same code', () => {
    const refusal = {
      graphQLErrors: [{ message: 'Invalid file type', extensions: { category: 'validation', code: 'INVALID_FILE_TYPE' } }],
    };
    expect(uploadFailureKey(refusal, 'equipment.areas.floorplanFailed')).toBe('upload.invalidType');
    const other = { graphQLErrors: [{ message: 'Area not found', extensions: { category: 'validation', code: 'AREA_NOT_FOUND' } }] };
    expect(uploadFailureKey(other, 'equipment.areas.floorplanFailed')).toBe('equipment.areas.floorplanFailed');
  });
});
