import { useEffect, useState } from 'react';
import { readStored, STORAGE_KEYS } from '../../lib/storage/storage';
import { accessTokenSource } from '../../lib/token/access-token-source';

/** Why an upload was refused, as `POST /files` says it (spec §5 messages for size and type). */
export type UploadErrorCode = 'FILE_TOO_LARGE' | 'INVALID_FILE_TYPE' | 'FAILED';

export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(code);
    this.name = 'UploadError';
  }
}

// Downloads and uploads need the same bearer token and client as GraphQL (files are tenant data).
async function authorizationHeaders(): Promise<Record<string, string>> {
  const token = await accessTokenSource.getValidToken();
  const clientId = readStored(STORAGE_KEYS.selectedClient);
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(clientId ? { 'client-id': clientId } : {}) };
}

/** Uploads a picture to `POST /files`; the answer's id goes to a mutation (floorplanFileId, photoFileId). */
export async function uploadPicture(file: File): Promise<{ id: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/files', { method: 'POST', body, credentials: 'same-origin', headers: await authorizationHeaders() });
  } catch {
    throw new UploadError('FAILED');
  }
  if (response.ok) return (await response.json()) as { id: string };
  const payload = (await response.json().catch(() => ({}))) as { code?: string };
  if (payload.code === 'FILE_TOO_LARGE' || payload.code === 'INVALID_FILE_TYPE') throw new UploadError(payload.code);
  throw new UploadError('FAILED');
}

/**
 * An object URL for a picture under `/files/…`, fetched with the viewer's credentials (an `<img src>`
 * cannot send them). Revoked when the URL changes or the component goes away.
 */
export function useAuthorizedImage(url: string | null | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; src: string | null; failed: boolean }>({ url: null, src: null, failed: false });
  useEffect(() => {
    if (!url) return undefined;
    let cancelled = false;
    let objectUrl: string | null = null;
    (async () => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', headers: await authorizationHeaders() });
        if (!response.ok) throw new Error(`download failed: ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        if (cancelled) URL.revokeObjectURL(objectUrl);
        else setState({ url, src: objectUrl, failed: false });
      } catch (error) {
        console.warn('picture download failed', error);
        if (!cancelled) setState({ url, src: null, failed: true });
      }
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url || state.url !== url) return { src: null, failed: false };
  return { src: state.src, failed: state.failed };
}
