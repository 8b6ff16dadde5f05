import type { UploadKind } from '@ks/domain';
import type { QuestAnswerInput } from '../../gql/graphql';

/** A photo or file given offline: the bytes until uploaded, then only the server's id (a retry never uploads twice). */
export type OutboxFile = { name: string; type: string; kinds: UploadKind[]; blob?: Blob; fileId?: string };

type EntryBase = {
  /** The stable id the server stores it under: a second send is recognised, never stored twice. */
  id: string;
  activationId: string;
  /** Who queued it (user id and company): a sign-out or another person's session never sends it. */
  owner: string;
  /** When the cook gave it, sent as `answeredAt` / `submittedAt`. */
  savedAt: string;
  /** Queue order (savedAt may tie within one millisecond). */
  sequence: number;
};

/** One answer waiting to be sent; files already on the server are in `answer.fileIds`, new ones in `files`. */
export type OutboxAnswer = EntryBase & {
  kind: 'ANSWER';
  partId: string;
  actionName: string;
  answer: QuestAnswerInput;
  files: OutboxFile[];
  /** The appliance a temperature was taken at (sent as answerQuestAction's applianceId). */
  applianceId?: string | null;
};

/**
 * "Submit" pressed while the answers before it may still be waiting; with the sign-off signature drawn
 * for it, held as PNG bytes until uploaded, like a photo.
 */
export type OutboxSubmit = EntryBase & { kind: 'SUBMIT'; signature?: OutboxFile };

export type OutboxEntry = OutboxAnswer | OutboxSubmit;

/** An entry the server refused (not a network failure): shown to the cook, not sent again. */
export type RefusedEntry = { entry: OutboxEntry; error: unknown };
