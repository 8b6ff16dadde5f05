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
