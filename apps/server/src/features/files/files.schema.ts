import { MESSAGES } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { imageSetOf, type ImageSet } from './file-urls.js';
import { loadClientFile } from './files.loader.js';
import type { FileKind, FileRow } from './files.service.js';

/**
 * Spec §3 "Image set": URLs of the renditions under `/files/<id>/<variant>`. Downloads need the same
 * bearer token and client as GraphQL, so the web fetches them with its headers. Other features expose
 * pictures with `imageSetField` below.
 */
export const ImageSetType = builder.objectRef<ImageSet>('ImageSet').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    small: t.exposeString('small'),
    medium: t.exposeString('medium'),
    large: t.exposeString('large'),
    xlarge: t.exposeString('xlarge'),
    original: t.exposeString('original'),
  }),
});

/** Resolves a nullable picture reference (`logo_file_id`, `photo_file_id` …) to its image set, batched. */
export async function resolveImageSet(ctx: GraphQLContext, fileId: string | null | undefined): Promise<ImageSet | null> {
  const file = await loadClientFile({ ctx, id: fileId });
  return file ? imageSetOf(file) : null;
}

/**
 * Checks a file id sent to a mutation: it must be a file of the viewer's client (another client's id
 * answers 'File not found', like a missing one) of the expected kind ('Invalid file type' otherwise).
 */
export async function requireClientFile({ ctx, id, kind }: { ctx: GraphQLContext; id: string; kind: FileKind }): Promise<FileRow> {
  const file = await loadClientFile({ ctx, id });
  if (!file) throw notFoundError('File');
  if (file.kind !== kind) throw validationError(MESSAGES.invalidFileType);
  return file;
}
