import { MESSAGES, SIGNATURE_MAX_BYTES, SIGNATURE_MIME_TYPE } from '@ks/domain';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { loadClientFile } from '../../scope/client-files.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import type { SubmissionRow } from './submissions.service.js';
import { personById } from './people.service.js';

/**
 * The optional sign-off signature of a submit (issue 41 item 4; docs/decisions/0310-answer-notes-and-sign-off.md):
 * the device draws it, uploads it with `POST /files` (content-checked there like any upload) and sends the
 * file's id with the submit, so an outbox keeps it as bytes until the network is back, like a photo.
 */

/** The submission's columns that record a signature. */
export type SignatureColumns = Pick<SubmissionRow, 'signatureFileId' | 'signedBy' | 'signerName' | 'signedAt'>;

/** A stored signature as the submission details show it. */
export interface SubmissionSignature {
  signerName: string;
  signedAt: Date;
  /** The PNG's file (its image set is the files feature's to build). */
  fileId: string;
}

/**
 * Checks the signature file sent with a submit and returns the columns to store: the viewer's own upload
 * of their client (any other answers 'File not found', like a missing one), a PNG ('Invalid file type')
 * of at most SIGNATURE_MAX_BYTES ('File size is too large'); signed by the viewer, under the name they
 * have now, at the submit's time.
 */
export async function checkedSignature({
  scope,
  fileId,
  signedAt,
}: {
  scope: Scope;
  fileId: string;
  signedAt: Date;
}): Promise<SignatureColumns> {
  const { userId } = tenantOf(scope);
  const file = await loadClientFile({ scope, id: fileId });
  if (!file || file.uploadedBy !== userId) throw notFoundError('File');
  if (file.kind !== 'PICTURE' || file.mimeType !== SIGNATURE_MIME_TYPE) {
    throw validationError(MESSAGES.invalidFileType, 'signatureFileId', 'INVALID_FILE_TYPE');
  }
  if (file.sizeBytes > SIGNATURE_MAX_BYTES) throw validationError(MESSAGES.fileTooLarge, 'signatureFileId', 'FILE_TOO_LARGE');
  const signer = await personById({ scope, id: userId });
  return { signatureFileId: file.id, signedBy: userId, signerName: signer?.displayName ?? '', signedAt };
}

/** The signature a submission was signed with, or null when it was submitted without one. */
export function signatureOf(submission: SignatureColumns): SubmissionSignature | null {
  if (!submission.signatureFileId || !submission.signedAt) return null;
  return { signerName: submission.signerName ?? '', signedAt: submission.signedAt, fileId: submission.signatureFileId };
}
