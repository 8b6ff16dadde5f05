import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MESSAGES, type ApiErrorCode } from '@ks/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveViewer } from '../auth/viewer.js';
import type { Pool } from '../db/database.js';
import { FILE_VARIANTS, type FileVariant } from '../db/schema/index.js';
import { uploadedFileJson } from '../features/files/file-urls.js';
import {
  deleteUncommittedUpload,
  EmptyUploadError,
  findClientFile,
  InvalidFileTypeError,
  storeUpload,
  variantKey,
  type FileRow,
} from '../features/files/files.service.js';
import { UploadTooLargeError } from '../features/files/upload-inspector.js';
import { ImageTooLargeError, ImageUnreadableError } from '../features/files/image-set.renderer.js';
import { withScope, type ScopeIdentity } from '../scope/unit-of-work.js';
import type { Storage } from '../storage/storage.js';
import type { UploadSlots } from './upload-slots.js';
import { closeConnectionAfter } from './connection-close.js';

export interface FileRouteServices {
  pool: Pool;
  storage: Storage;
  jwtSecret: string;
  uploadSlots: UploadSlots;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A refusal's code is one of the API's codes (@ks/domain), so the web words it like any other. */
type Refusal = { status: number; error: string; code: ApiErrorCode };
const refusals = {
  unauthenticated: { status: 401, error: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' },
  clientRequired: { status: 400, error: 'Choose a company first', code: 'CLIENT_REQUIRED' },
  clientNotFound: { status: 403, error: 'Client not found', code: 'CLIENT_NOT_FOUND' },
  tooLarge: { status: 413, error: MESSAGES.fileTooLarge, code: 'FILE_TOO_LARGE' },
  invalidType: { status: 415, error: MESSAGES.invalidFileType, code: 'INVALID_FILE_TYPE' },
  noFile: { status: 400, error: MESSAGES.fieldRequired, code: 'FILE_REQUIRED' },
  notFound: { status: 404, error: 'File not found', code: 'NOT_FOUND' },
  tooManyUploads: { status: 429, error: 'Too many uploads at once, try again in a few seconds', code: 'TOO_MANY_UPLOADS' },
} satisfies Record<string, Refusal>;

/** Seconds a refused upload is told to wait: about what a large upload takes to finish. */
const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** The refusal an upload failure answers, or null for an unexpected failure. */
function refusalOf(scope: FastifyInstance, error: unknown): Refusal | null {
  if (error instanceof UploadTooLargeError || error instanceof ImageTooLargeError) return refusals.tooLarge;
  if (error instanceof InvalidFileTypeError || error instanceof ImageUnreadableError) return refusals.invalidType;
  if (error instanceof EmptyUploadError) return refusals.noFile;
  if (error instanceof scope.multipartErrors.FilesLimitError || error instanceof scope.multipartErrors.PartsLimitError)
    return refusals.noFile;
  return null;
}

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.status(refusal.status).header('cache-control', 'no-store').send({ error: refusal.error, code: refusal.code });

/** The caller's tenant from the bearer token and `client-id` header, exactly as `/graphql` resolves it. */
async function tenantOfRequest(
  services: FileRouteServices,
  req: FastifyRequest,
): Promise<(ScopeIdentity & { clientId: string }) | Refusal> {
  const header = req.headers['client-id'];
  const { viewer, authProblem } = await resolveViewer(
    services.pool,
    services.jwtSecret,
    req.headers.authorization,
    Array.isArray(header) ? header[0] : header,
  );
  if (!viewer || authProblem === 'unauthenticated') return refusals.unauthenticated;
  if (authProblem === 'client-not-found') return refusals.clientNotFound;
  if (!viewer.clientId) return refusals.clientRequired;
  return { clientId: viewer.clientId, userId: viewer.userId, level: viewer.accessLevel };
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `POST /files` (multipart, one file field) and `GET /files/:id/:variant`. Both resolve the caller's
 * client from the bearer token; downloads answer another client's file exactly like a missing one.
 * The multipart parser is registered in this scope only, so `/graphql` keeps its own body handling.
 */
export async function registerFileRoutes(app: FastifyInstance, services: FileRouteServices): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the limit reaches storeUpload, whose inspector refuses it while streaming.
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      throwFileSizeLimit: false,
    });
    scope.post('/files', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (req, reply) => {
      const uploader = await tenantOfRequest(services, req);
      if ('status' in uploader) return refuse(reply, uploader);
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(reply, refusals.tooLarge);
      if (!req.isMultipart()) return refuse(reply, refusals.noFile);
      const release = services.uploadSlots.tryAcquire(uploader.userId);
      if (!release) {
        // Before any byte of the body is read; the connection closes, so the rest is not read either.
        reply.header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS));
        closeConnectionAfter(req, reply);
        return refuse(reply, refusals.tooManyUploads);
      }
      try {
        const part = await req.file();
        if (!part) return refuse(reply, refusals.noFile);
        // The upload's own request scope, as /graphql builds one: its row commits when the route's work
        // is done. Objects stored for a row that then fails to commit are removed (never orphaned).
        let stored: FileRow | null = null;
        const file = await withScope(services.pool, req.log, uploader, async (scope) => {
          stored = await storeUpload({ scope, storage: services.storage, stream: part.file, fileName: part.filename });
          return stored;
        }).catch(async (error: unknown) => {
          if (stored) await deleteUncommittedUpload({ storage: services.storage, file: stored });
          throw error;
        });
        return reply.status(201).header('cache-control', 'no-store').send(uploadedFileJson(file));
      } catch (error) {
        const refusal = refusalOf(scope, error);
        if (!refusal) throw error;
        // A refusal may come before the whole body arrived: close rather than read the rest.
        if (refusal !== refusals.invalidType) closeConnectionAfter(req, reply);
        return refuse(reply, refusal);
      } finally {
        release();
      }
    });
    scope.get<{ Params: { id: string; variant: string } }>(
      '/files/:id/:variant',
      { config: { rateLimit: { max: 1200, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const viewer = await tenantOfRequest(services, req);
        if ('status' in viewer) return refuse(reply, viewer.status === 401 ? viewer : refusals.notFound);
        const variant = FILE_VARIANTS.find((v) => v === req.params.variant) as FileVariant | undefined;
        if (!variant) return refuse(reply, refusals.notFound);
        const file = await withScope(services.pool, req.log, viewer, (scope) => findClientFile({ scope, id: req.params.id }));
        const stored = file?.variants[variant];
        if (!file || !stored) return refuse(reply, refusals.notFound);

        const etag = `"${file.id}-${variant}"`;
        reply
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          // Renditions never change for an id; `private` because every download is authorised.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('vary', 'authorization, client-id')
          .header('etag', etag);
        if (req.headers['if-none-match'] === etag) return reply.status(304).send();

        const object = await services.storage.get(variantKey(file, variant));
        if (!object) {
          req.log.error({ fileId: file.id, variant }, 'file row without stored object');
          return refuse(reply, refusals.notFound);
        }
        const disposition = file.kind === 'DOCUMENT' ? 'attachment' : 'inline';
        return reply
          .header('content-type', stored.mimeType)
          .header('content-length', object.size)
          .header('content-disposition', contentDisposition(disposition, file.originalName))
          .send(object.body);
      },
    );
  });
}
