import { ATTACHMENT_KIND_FILTERS, MEDIA_PAGE_SIZE, type AttachmentKindFilter } from '@ks/domain';

export const SEARCH_KEY = 'q';
export const KIND_KEY = 'kind';
export const PAGE_KEY = 'page';

function isKindFilter(value: string | null): value is AttachmentKindFilter {
  return value !== null && (ATTACHMENT_KIND_FILTERS as readonly string[]).includes(value);
}

/** The searchAttachments variables a URL stands for (`q`, `kind`, `page`); the loader and screen share them. */
export function mediaQueryVariables(params: URLSearchParams) {
  const kind = params.get(KIND_KEY);
  const page = Number(params.get(PAGE_KEY) ?? '1');
  return {
    search: params.get(SEARCH_KEY) ?? '',
    kind: isKindFilter(kind) ? kind : ('ANY' as const),
    first: MEDIA_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
