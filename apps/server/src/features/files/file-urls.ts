import type { FileVariant } from '../../db/schema/index.js';
import type { FileRow } from './files.service.js';

/** Download address of one rendition (served by `GET /files/:id/:variant`, same origin as the web). */
export function fileUrl(id: string, variant: FileVariant = 'original'): string {
  return `/files/${id}/${variant}`;
}

/** Spec §3 "Image set": id plus the URL of each width and of the original. */
export interface ImageSet {
  id: string;
  small: string;
  medium: string;
  large: string;
  xlarge: string;
  original: string;
}

/** The image set of a picture; null for any other kind (a document has no widths). */
export function imageSetOf(file: Pick<FileRow, 'id' | 'kind'>): ImageSet | null {
  if (file.kind !== 'PICTURE') return null;
  return {
    id: file.id,
    small: fileUrl(file.id, 'small'),
    medium: fileUrl(file.id, 'medium'),
    large: fileUrl(file.id, 'large'),
    xlarge: fileUrl(file.id, 'xlarge'),
    original: fileUrl(file.id, 'original'),
  };
}

/** What `POST /files` answers: enough for a form to show the file and send its id to a mutation. */
export interface UploadedFileJson {
  id: string;
  kind: FileRow['kind'];
  mimeType: string;
  size: number;
  name: string;
  width: number | null;
  height: number | null;
  url: string;
  image: ImageSet | null;
  createdAt: string;
}

export function uploadedFileJson(file: FileRow): UploadedFileJson {
  return {
    id: file.id,
    kind: file.kind,
    mimeType: file.mimeType,
    size: file.sizeBytes,
    name: file.originalName,
    width: file.width,
    height: file.height,
    url: fileUrl(file.id, 'original'),
    image: imageSetOf(file),
    createdAt: file.createdAt.toISOString(),
  };
}
