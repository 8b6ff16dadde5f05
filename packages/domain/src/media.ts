import { z } from 'zod';
import { hasAtLeast, type AccessLevel } from './access.js';
import { ATTACHMENT_KINDS } from './enums.js';
import { MESSAGES } from './messages.js';

/** Media library filter: one kind, or ANY (spec §3 "Attachment kinds"). */
export const ATTACHMENT_KIND_FILTERS = ['ANY', ...ATTACHMENT_KINDS] as const;
export type AttachmentKindFilter = (typeof ATTACHMENT_KIND_FILTERS)[number];

/** Items per page of the media library grid. */
export const MEDIA_PAGE_SIZE = 24;
export const ATTACHMENT_NAME_MAX = 200;

/** Who adds, renames and deletes library files: the people who build quests and trainings. */
export function canManageMedia(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'LOCATION_MANAGER');
}

/** A library display name: required, trimmed, at most 200 characters. */
export const attachmentNameSchema = z
  .string({ required_error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(ATTACHMENT_NAME_MAX, `Must be at most ${ATTACHMENT_NAME_MAX} characters`);

/** createAttachment input: a file uploaded with `POST /files`, and optionally its library name. */
export const createAttachmentInputSchema = z.object({
  fileId: z.string({ required_error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired),
  name: attachmentNameSchema.nullish(),
});

/** The library name an upload gets by default: its file name without the extension. */
export function defaultAttachmentName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]{1,8}$/, '').trim();
  return (base || fileName).slice(0, ATTACHMENT_NAME_MAX);
}
