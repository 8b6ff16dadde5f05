import type { ActivationRunQuery, AnswerFieldsFragment } from '../../../gql/graphql';
import { showErrorToast } from '../../../ui/toast';
import { localAnswer, type PickedFile, type useChecklistOutbox } from '../../offline';
import type { AnswerInput } from './answer-field';
import { answerInputOf, type useAnswerNotes } from './answer-notes';

type RunActivation = NonNullable<ActivationRunQuery['questActivation']>;
type Outbox = ReturnType<typeof useChecklistOutbox>;
type Notes = ReturnType<typeof useAnswerNotes>;

/** Runs a save on the device; a refusal (storage full or refused) is told with `failure`, and answers false. */
export async function storedOr(save: () => Promise<boolean>, failure: string): Promise<boolean> {
  try {
    return await save();
  } catch {
    showErrorToast(failure);
    return false;
  }
}

/**
 * The answers a run shows and the ways to give them: the server's answers with those still waiting on the
 * device over them, and each change sent through the device's outbox (with its note and appliance).
 */
export function runAnswers({
  activation,
  outbox,
  notes,
  failed,
}: {
  activation: RunActivation;
  outbox: Outbox;
  notes: Notes;
  failed: string;
}) {
  const saved = new Map((activation.submission?.answers ?? []).map((answer) => [answer.partId, answer]));
  const actionParts = activation.quest.parts.flatMap((part) => (part.__typename === 'QuestActionPart' ? [part] : []));
  const answers = new Map<string | null, AnswerFieldsFragment>(saved);
  for (const entry of outbox.waitingAnswers) {
    const part = actionParts.find((item) => item.id === entry.partId);
    const shown = part ? localAnswer(entry, part.action, saved.get(entry.partId)) : null;
    if (shown) answers.set(entry.partId, shown);
  }
  const waitingOf = (partId: string) => outbox.waitingAnswers.find((entry) => entry.partId === partId);
  const noteFor = (partId: string) => notes.noteOf(partId, answers.get(partId));

  const onAnswer = (partId: string, actionName: string, answer: AnswerInput, applianceId?: string | null) =>
    storedOr(() => outbox.answer(partId, actionName, { ...answer, note: noteFor(partId) }, { applianceId }), failed);

  const onFiles = (partId: string, actionName: string, picked: PickedFile) => {
    const waiting = waitingOf(partId);
    const onServer = waiting ? (waiting.answer.fileIds ?? []) : (saved.get(partId)?.files.map((file) => file.id) ?? []);
    const extras = { picked: [picked], keptFiles: waiting?.files ?? [] };
    return storedOr(() => outbox.answer(partId, actionName, { fileIds: onServer, note: noteFor(partId) }, extras), failed);
  };

  /** The appliance a temperature names (waiting on the device, else saved) and the saved check against its sensor. */
  const applianceOf = (partId: string) => {
    const waiting = waitingOf(partId);
    const comparison = saved.get(partId)?.sensorComparison ?? null;
    if (waiting) return { applianceId: waiting.applianceId ?? comparison?.applianceId ?? null, sensorCheck: null };
    return { applianceId: comparison?.applianceId ?? null, sensorCheck: comparison };
  };

  /** A note saved on its own gives the answer again with it (waiting on the device or saved); before an answer it waits for it. */
  const onNote = (partId: string, actionName: string, note: string) => {
    notes.keep(partId, note);
    const again = answerAgainWith(partId, actionName, note);
    return again ? storedOr(again, failed) : Promise.resolve(true);
  };
  const answerAgainWith = (partId: string, actionName: string, note: string) => {
    const waiting = waitingOf(partId);
    if (waiting) {
      const extras = { keptFiles: waiting.files, applianceId: waiting.applianceId };
      return () => outbox.answer(partId, actionName, { ...waiting.answer, note }, extras);
    }
    const savedAnswer = saved.get(partId);
    if (!savedAnswer) return null;
    return () =>
      outbox.answer(partId, actionName, { ...answerInputOf(savedAnswer), note }, { applianceId: applianceOf(partId).applianceId });
  };

  const answered = actionParts.filter((part) => answers.has(part.id)).length;
  return { actionParts, answers, answered, noteFor, onAnswer, onFiles, applianceOf, onNote };
}
