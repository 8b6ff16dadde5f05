import { apiErrorMessageKey } from '@ks/domain';
import { errorCodeOf } from '../lib/apollo/classify-error';
import type { MessageKey } from '../lib/errors/api-error-message';
import { UploadError, type UploadProblem } from './protected-files';

type UploadRefusal = Exclude<UploadProblem, 'FAILED'>;

const UPLOAD_REFUSALS: readonly string[] = ['FILE_TOO_LARGE', 'INVALID_FILE_TYPE', 'TOO_MANY_UPLOADS'] satisfies UploadRefusal[];

/** The refusal an upload failure names: `POST /files`'s code, or a mutation's that refused the file. */
function uploadRefusalOf(error: unknown): UploadRefusal | null {
  const code = error instanceof UploadError ? error.problem : errorCodeOf(error);
  return code && UPLOAD_REFUSALS.includes(code) ? (code as UploadRefusal) : null;
}

/**
 * The one place the web words a failed upload: a refusal by its code (the message keys listed in
 * packages/domain's error-codes.ts, like every API refusal), anything else by the screen's own
 * "could not upload" text.
 */
export function uploadFailureKey(error: unknown, failed: MessageKey = 'upload.failed'): MessageKey {
  const refusal = uploadRefusalOf(error);
  // The keys are checked against en.ts and es.ts by api-error-message.test.ts.
  return refusal ? (apiErrorMessageKey(refusal) as MessageKey) : failed;
}
