import { builder } from '../../graphql/builder.js';
import { imageSetOf, type ImageSet } from './file-urls.js';
import { loadClientFile } from '../../scope/client-files.js';
import type { Scope } from '../../scope/scope.js';

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
export async function resolveImageSet(scope: Scope, fileId: string | null | undefined): Promise<ImageSet | null> {
  const file = await loadClientFile({ scope, id: fileId });
  return file ? imageSetOf(file) : null;
}
