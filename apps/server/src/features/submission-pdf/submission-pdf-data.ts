import type { TemperatureUnit } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { actions, files, users, type FileVariant } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationById } from '../../scope/visible-locations.js';
import { activationsByIds } from '../checklists/activations.service.js';
import { fixitsOfSubmissions, type FixitRow } from '../checklists/fixits.service.js';
import { lateAnswersOfSubmissions, type LateAnswerRecord } from '../checklists/late-answers.service.js';
import { personById } from '../checklists/people.service.js';
import { signatureOf } from '../checklists/submission-signature.service.js';
import { partsOfQuests } from '../checklists/quest-parts.service.js';
import { questRecordsByIds } from '../checklists/quests.service.js';
import { answersOfSubmissions, questSubmissionById, type AnswerRecord, type SubmissionRow } from '../checklists/submissions.service.js';
import type { Storage } from '../../storage/storage.js';
import { variantKey } from '../files/files.service.js';

/** Photos are embedded from a stored width, never the original: 512 px (`large`), else the nearest one stored. */
const PHOTO_VARIANTS: FileVariant[] = ['large', 'xlarge', 'medium', 'small'];
const EMBEDDABLE = new Set(['image/jpeg', 'image/png']);

/** A photo of an answer, read from storage before the PDF is written. */
export interface SubmissionPhoto {
  name: string;
  body: Buffer;
  mimeType: string;
  width: number;
  height: number;
}

/** An answer with who gave it and the bytes of its photos. */
export interface PdfAnswer {
  answer: AnswerRecord;
  answeredBy: string | null;
  photos: SubmissionPhoto[];
}

/** A fix-it the submission raised, with the names it shows. */
export interface PdfFixit {
  fixit: FixitRow;
  actionName: string;
  resolvedBy: string | null;
}

/** A late answer (another device, before the submit) with who gave it and its photos. */
export interface PdfLateAnswer extends PdfAnswer {
  late: LateAnswerRecord;
}

/** A line of the answers: an answer, or an action left unanswered at the submit (its fix-it says "not done"). */
export type PdfEntry = { answer: PdfAnswer } | { notDone: string };

/** One section of the checklist as it is now: its heading (null before the first marker) and its entries. */
export interface PdfSection {
  name: string | null;
  entries: PdfEntry[];
}

/** Everything one submission's PDF prints, loaded as the viewer in one transaction. */
export interface SubmissionPdfData {
  submission: SubmissionRow;
  questName: string;
  location: { name: string; timezone: string };
  window: { startsAt: Date; endsAt: Date } | null;
  submitter: string | null;
  sections: PdfSection[];
  fixits: PdfFixit[];
  lateAnswers: PdfLateAnswer[];
  /** The sign-off signature (who, when, the drawing at a stored width); null when submitted without one. */
  signature: { signerName: string; signedAt: Date; image: SubmissionPhoto | null } | null;
  unit: TemperatureUnit;
  now: Date;
}

/** The bytes of a picture's first stored width, or null when it has none (or is not a picture). */
async function photoOf(scope: Scope, storage: Storage, fileId: string): Promise<SubmissionPhoto | null> {
  const db = await scope.db();
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.clientId, tenantOf(scope).clientId), eq(files.id, fileId)));
  if (!row || row.kind !== 'PICTURE') return null;
  const variant = PHOTO_VARIANTS.find((name) => row.variants[name]);
  if (!variant) return null;
  const object = await storage.get(variantKey(row, variant));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  const body = Buffer.concat(chunks);
  const stored = row.variants[variant]!; // found above
  const size = { width: stored.width ?? row.width ?? 1, height: stored.height ?? row.height ?? 1 };
  if (EMBEDDABLE.has(stored.mimeType)) return { name: row.originalName, body, mimeType: stored.mimeType, ...size };
  // pdfkit embeds JPEG and PNG only: a WebP or GIF photo goes in as a PNG of its first frame.
  return { name: row.originalName, body: await sharp(body).png().toBuffer(), mimeType: 'image/png', ...size };
}

async function withPeopleAndPhotos(scope: Scope, storage: Storage, answer: AnswerRecord): Promise<PdfAnswer> {
  const photos: SubmissionPhoto[] = [];
  for (const file of answer.files) {
    const photo = await photoOf(scope, storage, file.id);
    if (photo) photos.push(photo);
  }
  return { answer, answeredBy: (await personById({ scope, id: answer.answeredBy }))?.displayName ?? null, photos };
}

/** Adds an entry to the last section when it has the same heading, else to a new one. */
function append(sections: PdfSection[], name: string | null, entry: PdfEntry): void {
  const last = sections.at(-1);
  if (last && last.name === name) last.entries.push(entry);
  else sections.push({ name, entries: [entry] });
}

/**
 * The answers in the checklist's order under its section markers, as the quest has them now (answers
 * keep their part id), each action left undone in its place; answers and undone actions whose part was
 * removed since follow under no heading.
 */
async function sectionsOf(scope: Scope, submission: SubmissionRow, answers: PdfAnswer[], fixits: PdfFixit[]): Promise<PdfSection[]> {
  const { clientId } = tenantOf(scope);
  const parts = (await partsOfQuests({ db: await scope.db(), clientId, questIds: [submission.questId] })).get(submission.questId) ?? [];
  const unplaced = new Set<PdfAnswer>(answers);
  const undone = new Map(fixits.filter((f) => f.fixit.answerId === null).map((f) => [f.fixit.actionId, f.actionName]));
  const sections: PdfSection[] = [];
  let current: string | null = null;
  for (const part of parts) {
    if (part.kind === 'SECTION') {
      current = part.name;
      continue;
    }
    const answer = answers.find((a) => a.answer.partId === part.id);
    const notDone = undone.get(part.action.id);
    if (answer) {
      unplaced.delete(answer);
      append(sections, current, { answer });
    } else if (notDone !== undefined) {
      undone.delete(part.action.id);
      append(sections, current, { notDone });
    }
  }
  for (const answer of unplaced) append(sections, null, { answer });
  for (const notDone of undone.values()) append(sections, null, { notDone });
  return sections;
}

async function fixitsOf(scope: Scope, submissionId: string): Promise<PdfFixit[]> {
  const db = await scope.db();
  const { clientId } = tenantOf(scope);
  const rows = (await fixitsOfSubmissions({ db, clientId, submissionIds: [submissionId] })).get(submissionId) ?? [];
  const actionIds = [...new Set(rows.map((row) => row.actionId))];
  const names =
    actionIds.length === 0
      ? []
      : await db
          .select({ id: actions.id, name: actions.name })
          .from(actions)
          .where(and(eq(actions.clientId, clientId), inArray(actions.id, actionIds)));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const result: PdfFixit[] = [];
  for (const fixit of rows) {
    const resolver = await personById({ scope, id: fixit.resolvedBy });
    result.push({ fixit, actionName: nameOf.get(fixit.actionId) ?? '', resolvedBy: resolver?.displayName ?? null });
  }
  return result;
}

/** The viewer's temperature unit as their settings hold it. */
async function unitOfViewer(scope: Scope): Promise<TemperatureUnit> {
  const [row] = await (
    await scope.db()
  )
    .select({ unit: users.temperatureUnit })
    .from(users)
    .where(eq(users.id, tenantOf(scope).userId));
  return row?.unit ?? 'F';
}

/** The sign-off signature with its drawing read from storage, or null when submitted without one. */
async function signOffOf(scope: Scope, storage: Storage, submission: SubmissionRow): Promise<SubmissionPdfData['signature']> {
  const signed = signatureOf(submission);
  if (!signed) return null;
  return { signerName: signed.signerName, signedAt: signed.signedAt, image: await photoOf(scope, storage, signed.fileId) };
}

/**
 * One submitted checklist as the viewer may open it in the app (`questSubmissionDetails`: their visible
 * locations, a Basic User only their own), or null: another client's id, a location they do not see, a
 * missing one all answer the same (one still in progress prints as not submitted).
 */
export async function loadSubmissionPdfData({
  scope,
  storage,
  id,
  unit,
  now,
}: {
  scope: Scope;
  storage: Storage;
  id: string;
  unit: TemperatureUnit | null;
  now: Date;
}): Promise<SubmissionPdfData | null> {
  const submission = await questSubmissionById({ scope, id });
  if (!submission?.locationId) return null;
  const location = await visibleLocationById({ scope, id: submission.locationId });
  const quest = (await questRecordsByIds({ scope, ids: [submission.questId] })).get(submission.questId);
  if (!location || !quest) return null;
  const db = await scope.db();
  const { clientId } = tenantOf(scope);
  const activation = submission.activationId
    ? (await activationsByIds({ db, clientId, ids: [submission.activationId] })).get(submission.activationId)
    : undefined;
  const answers: PdfAnswer[] = [];
  for (const answer of (await answersOfSubmissions({ db, clientId, submissionIds: [id] })).get(id) ?? []) {
    answers.push(await withPeopleAndPhotos(scope, storage, answer));
  }
  const fixits = await fixitsOf(scope, id);
  const lateAnswers: PdfLateAnswer[] = [];
  for (const late of (await lateAnswersOfSubmissions({ db, clientId, submissionIds: [id] })).get(id) ?? []) {
    lateAnswers.push({ ...(await withPeopleAndPhotos(scope, storage, late.answer)), late });
  }
  return {
    submission,
    questName: quest.name,
    location: { name: location.name, timezone: location.timezone },
    window: activation ? { startsAt: activation.startsAt, endsAt: activation.endsAt } : null,
    submitter: (await personById({ scope, id: submission.submittedBy ?? submission.startedBy }))?.displayName ?? null,
    sections: await sectionsOf(scope, submission, answers, fixits),
    fixits,
    lateAnswers,
    signature: await signOffOf(scope, storage, submission),
    unit: unit ?? (await unitOfViewer(scope)),
    now,
  };
}
