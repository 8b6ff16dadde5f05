import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES, type UploadKind } from '@ks/domain';
import { registerSessionCleanup } from '../lib/session/session-cleanup';
import { readStored, STORAGE_KEYS } from '../lib/storage/storage';
import { accessTokenSource } from '../lib/token/access-token-source';

/** Spec §3 image set: URLs of the 128/256/512/1024 widths and the original, under `/files/…`. */
export type ImageSet = { id: string; small: string; medium: string; large: string; xlarge: string; original: string };

/** What `POST /files` answers; mutations take the `id`. */
export type UploadedFile = {
  id: string;
  kind: UploadKind;
  mimeType: string;
  size: number;
  name: string;
  url: string;
  image: ImageSet | null;
};

/** Why an upload failed: the code of a `POST /files` refusal, or FAILED for anything else. */
export type UploadProblem = 'FILE_TOO_LARGE' | 'INVALID_FILE_TYPE' | 'TOO_MANY_UPLOADS' | 'FAILED';

/** The refusals `POST /files` answers with their status, for a body without a readable code. */
const PROBLEM_BY_STATUS: Partial<Record<number, UploadProblem>> = {
  413: 'FILE_TOO_LARGE',
  415: 'INVALID_FILE_TYPE',
  429: 'TOO_MANY_UPLOADS',
};

/** An upload the server (or the local check) refused, with the reason the form shows. */
export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
    this.name = 'UploadError';
  }
}

/** The same headers GraphQL requests carry: bearer token (refreshed when expired) and client-id. */
export async function fileHeaders(): Promise<Record<string, string>> {
  const token = await accessTokenSource.getValidToken();
  const clientId = readStored(STORAGE_KEYS.selectedClient);
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(clientId ? { 'client-id': clientId } : {}) };
}

/**
 * Refuses, before sending, what the server would refuse anyway: too large, or a type the field does not
 * take (the server still sniffs the content, the browser's type is only a hint).
 */
export function checkUploadLocally(file: Pick<File, 'size' | 'type'>, kinds: readonly UploadKind[]): UploadProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  const accepted: readonly string[] = kinds.flatMap((kind) => UPLOAD_MIME_TYPES[kind]);
  if (!accepted.includes(file.type)) return 'INVALID_FILE_TYPE';
  return null;
}

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttribute(kinds: readonly UploadKind[]): string {
  return kinds.flatMap((kind) => UPLOAD_MIME_TYPES[kind]).join(',');
}

/** Sends one file to `POST /files`; throws UploadError with the reason when it is refused. */
export async function uploadFile(file: File, kinds: readonly UploadKind[], signal?: AbortSignal): Promise<UploadedFile> {
  const local = checkUploadLocally(file, kinds);
  if (local) throw new UploadError(local);
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/files', { method: 'POST', headers: await fileHeaders(), body, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError('FAILED');
  }
  if (!response.ok) throw new UploadError(await refusalProblem(response));
  const uploaded = (await response.json()) as UploadedFile;
  if (!kinds.includes(uploaded.kind)) throw new UploadError('INVALID_FILE_TYPE');
  return uploaded;
}

/**
 * The problem a refused upload names: the server's `code` (`{ error, code }` body), else its status
 * (a proxy in front may answer 413 or 429 with a page of its own).
 */
async function refusalProblem(response: Response): Promise<UploadProblem> {
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : null;
  const named = Object.values(PROBLEM_BY_STATUS).find((problem) => problem === code);
  return named ?? PROBLEM_BY_STATUS[response.status] ?? 'FAILED';
}

// Renditions never change for a given URL, so each is fetched once per session and kept as a blob URL.
const objectUrls = new Map<string, Promise<string>>();

/** A blob URL for a protected file (downloads need the bearer token, which <img src> cannot send). */
export function protectedObjectUrl(url: string): Promise<string> {
  const cached = objectUrls.get(url);
  if (cached) return cached;
  const loading = (async () => {
    const response = await fetch(url, { headers: await fileHeaders(), credentials: 'same-origin' });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return URL.createObjectURL(await response.blob());
  })();
  objectUrls.set(url, loading);
  // A failure is not cached: the next attempt (image retry) fetches again.
  loading.catch(() => objectUrls.delete(url));
  return loading;
}

/** The file name the server gives (Content-Disposition, its UTF-8 form first), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(header);
  return utf8?.[1] ? decodeURIComponent(utf8[1]) : fallback;
}

/**
 * Fetches a protected download (it needs the bearer token, so no plain href) and saves it through a
 * temporary link under the server's file name; throws with the status when refused.
 */
export async function saveProtectedDownload(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: await fileHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads a protected document under its own name. */
export async function downloadProtectedFile(url: string, fileName: string): Promise<void> {
  const href = await protectedObjectUrl(url);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

registerSessionCleanup(async () => {
  const urls = await Promise.allSettled(objectUrls.values());
  objectUrls.clear();
  for (const result of urls) if (result.status === 'fulfilled') URL.revokeObjectURL(result.value);
});
