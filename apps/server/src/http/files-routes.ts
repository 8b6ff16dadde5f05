import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MESSAGES } from '@ks/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveViewer } from '../auth/viewer.js';
import type { Pool } from '../db/database.js';
import { FILE_VARIANTS, type FileVariant } from '../db/schema/index.js';
import { uploadedFileJson } from '../features/files/file-urls.js';
import { findClientFile, InvalidFileTypeError, storeUpload, variantKey, type Uploader } from '../features/files/files.service.js';
import { ImageTooLargeError, ImageUnreadableError } from '../features/files/image-set.renderer.js';
import type { Storage } from '../storage/storage.js';

export interface FileRouteServices {
  pool: Pool;
  storage: Storage;
  jwtSecret: string;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type Refusal = { status: number; error: string; code: string };
const refusals = {
  unauthenticated: { status: 401, error: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' },
  clientRequired: { status: 400, error: 'Choose a company first', code: 'CLIENT_REQUIRED' },
  clientNotFound: { status: 403, error: 'Client not found', code: 'CLIENT_NOT_FOUND' },
  tooLarge: { status: 413, error: MESSAGES.fileTooLarge, code: 'FILE_TOO_LARGE' },
  invalidType: { status: 415, error: MESSAGES.invalidFileType, code: 'INVALID_FILE_TYPE' },
  noFile: { status: 400, error: MESSAGES.fieldRequired, code: 'FILE_REQUIRED' },
  notFound: { status: 404, error: 'File not found', code: 'NOT_FOUND' },
} satisfies Record<string, Refusal>;

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.status(refusal.status).header('cache-control', 'no-store').send({ error: refusal.error, code: refusal.code });

/** The caller's tenant from the bearer token and `client-id` header, exactly as `/graphql` resolves it. */
async function tenantOfRequest(services: FileRouteServices, req: FastifyRequest): Promise<Uploader | Refusal> {
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
  return { clientId: viewer.clientId, userId: viewer.userId };
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
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      throwFileSizeLimit: true,
    });

    scope.post('/files', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (req, reply) => {
      const uploader = await tenantOfRequest(services, req);
      if ('status' in uploader) return refuse(reply, uploader);
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(reply, refusals.tooLarge);
      if (!req.isMultipart()) return refuse(reply, refusals.noFile);

      let bytes: Buffer;
      let fileName: string | undefined;
      try {
        const part = await req.file();
        if (!part) return refuse(reply, refusals.noFile);
        fileName = part.filename;
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) return refuse(reply, refusals.tooLarge);
        if (error instanceof scope.multipartErrors.FilesLimitError || error instanceof scope.multipartErrors.PartsLimitError) {
          return refuse(reply, refusals.noFile);
        }
        throw error;
      }
      if (bytes.length === 0) return refuse(reply, refusals.noFile);

      try {
        const file = await storeUpload({ pool: services.pool, storage: services.storage, uploader, bytes, fileName });
        return reply.status(201).header('cache-control', 'no-store').send(uploadedFileJson(file));
      } catch (error) {
        if (error instanceof InvalidFileTypeError || error instanceof ImageUnreadableError) return refuse(reply, refusals.invalidType);
        if (error instanceof ImageTooLargeError) return refuse(reply, refusals.tooLarge);
        throw error;
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
        const file = await findClientFile({ pool: services.pool, viewer, id: req.params.id });
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
