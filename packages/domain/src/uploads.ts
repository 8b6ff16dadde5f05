/** Upload limits (PRODUCT.md "Media library"), shared so the web can refuse before sending. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Largest picture accepted, in pixels (width × height): bounds memory and CPU of re-encoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Types accepted by `POST /files`, by kind; the server checks the content, not the name. */
export const UPLOAD_MIME_TYPES = {
  PICTURE: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  DOCUMENT: ['application/pdf'],
  VIDEO: ['video/mp4', 'video/webm'],
  AUDIO: ['audio/mpeg', 'audio/ogg', 'audio/wav'],
} as const;

export type UploadKind = keyof typeof UPLOAD_MIME_TYPES;

/**
 * A sign-off signature drawn on submit (issue 41 item 4): a PNG uploaded with `POST /files`, at most
 * this many bytes (a phone-sized drawing is a few kilobytes; the bound keeps a photo from posing as one).
 */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
export const SIGNATURE_MIME_TYPE = 'image/png';
