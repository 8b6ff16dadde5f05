/** What the first bytes of an upload say it is; the name and the declared type are never trusted. */
export interface SniffedType {
  kind: 'PICTURE' | 'DOCUMENT' | 'VIDEO' | 'AUDIO';
  mimeType: string;
  extension: string;
}

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** ISO-BMFF brands that are MP4 video (QuickTime `qt  ` and audio-only `M4A ` are not accepted). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VP',
  'mmp4',
  'MSNV',
]);

/**
 * Recognises the accepted types by magic bytes: JPEG, PNG, WebP, GIF pictures; PDF documents; MP4 and
 * WebM video; MP3, OGG and WAV audio. Anything else (SVG, HTML, scripts, archives …) is null, which the
 * upload answers with 'Invalid file type'. Text formats are refused on purpose: they could be rendered
 * as active content.
 */
export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'PICTURE', mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'PICTURE', mimeType: 'image/png', extension: 'png' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'PICTURE', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'PICTURE', mimeType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { kind: 'AUDIO', mimeType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'DOCUMENT', mimeType: 'application/pdf', extension: 'pdf' };
  if (ascii(bytes, 4, 'ftyp') && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return MP4_BRANDS.has(brand) ? { kind: 'VIDEO', mimeType: 'video/mp4', extension: 'mp4' } : null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML header: WebM declares its DocType within the first few dozen bytes; plain Matroska is refused.
    const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 64)));
    return head.includes('webm') ? { kind: 'VIDEO', mimeType: 'video/webm', extension: 'webm' } : null;
  }
  if (ascii(bytes, 0, 'OggS')) return { kind: 'AUDIO', mimeType: 'audio/ogg', extension: 'ogg' };
  if (ascii(bytes, 0, 'ID3')) return { kind: 'AUDIO', mimeType: 'audio/mpeg', extension: 'mp3' };
  // A bare MPEG audio frame: 11 sync bits, an MPEG version other than "reserved" and layer I–III
  // (layer bits 00 would be AAC in ADTS framing).
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xff && b1 !== undefined && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0) {
    return { kind: 'AUDIO', mimeType: 'audio/mpeg', extension: 'mp3' };
  }
  return null;
}
