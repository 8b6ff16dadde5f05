import type { UploadKind } from '@ks/domain';
import { useCallback, useEffect, useState } from 'react';
import type { QuestAnswerInput, SubmitQuestActivationMutation } from '../../gql/graphql';
import { useWorkspace } from '../workspace';
import { offlineDb } from './offline-db';
import { flushOutbox, queueAnswer, queueSubmit, waitingEntries, type OutboxTransport } from './outbox';
import type { OutboxAnswer, OutboxEntry, OutboxFile, RefusedEntry } from './outbox-entry';
import { announceOutboxChange, onSyncTriggers, outboxChanges, requestBackgroundSync } from './sync-triggers';

export type Submitted = SubmitQuestActivationMutation['submitQuestActivation'];

/** A file the cook picked for an answer, not uploaded yet. */
export type PickedFile = { file: File; kinds: UploadKind[] };

/** What travels with an answer besides its value: files picked or kept, the appliance of a temperature. */
export type AnswerExtras = { picked?: PickedFile[]; keptFiles?: OutboxFile[]; applianceId?: string | null };

/** Who the device keeps answers for: the signed-in person in the selected company. */
export function useOutboxOwner(): string | null {
  const { me, client } = useWorkspace();
  return me && client ? `${me.id}:${client.id}` : null;
}

/**
 * The runner's side of the outbox for one activation: what waits to be sent (kept current when any
 * part of the page changes it), what the server refused, the submit's result once it is through, and
 * `answer` / `submit`, which store first and then try to send.
 */
export function useChecklistOutbox(activationId: string, transport: OutboxTransport) {
  const owner = useOutboxOwner();
  const [waiting, setWaiting] = useState<OutboxEntry[]>([]);
  const [refused, setRefused] = useState<RefusedEntry[]>([]);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  const reload = useCallback(async () => {
    if (!owner) return;
    setWaiting(await waitingEntries(await offlineDb(), owner, activationId));
  }, [owner, activationId]);

  const flush = useCallback(async () => {
    if (!owner) return;
    const result = await flushOutbox(await offlineDb(), owner, transport);
    const mine = result.refused.filter((item) => item.entry.activationId === activationId);
    if (mine.length > 0) setRefused((previous) => [...previous, ...mine]);
    for (const entry of result.sent) {
      if (entry.kind === 'SUBMIT' && entry.activationId === activationId) setSubmitted(result.submitted.get(entry.id) as Submitted);
    }
    announceOutboxChange();
  }, [owner, activationId, transport]);

  useEffect(() => {
    const onChange = () => void reload();
    outboxChanges.addEventListener('change', onChange);
    void reload().then(flush);
    const stop = onSyncTriggers(() => void flush());
    return () => {
      outboxChanges.removeEventListener('change', onChange);
      stop();
    };
  }, [reload, flush]);

  const afterQueue = useCallback(async () => {
    announceOutboxChange();
    void requestBackgroundSync();
    void flush();
  }, [flush]);

  /**
   * Stores the answer on the device, then sends it; new files travel as bytes until they are uploaded,
   * and a temperature's appliance travels with it.
   */
  const answer = useCallback(
    async (partId: string, actionName: string, input: QuestAnswerInput, extra: AnswerExtras = {}) => {
      if (!owner) return false;
      const files: OutboxFile[] = [
        ...(extra.keptFiles ?? []),
        ...(extra.picked ?? []).map(({ file, kinds }) => ({ name: file.name, type: file.type, kinds, blob: file })),
      ];
      const applianceId = extra.applianceId ?? null;
      await queueAnswer(await offlineDb(), { activationId, owner, partId, actionName, answer: input, files, applianceId });
      await afterQueue();
      return true;
    },
    [owner, activationId, afterQueue],
  );

  /** Stores the submit on the device (with the signature drawn for it, as PNG bytes), then sends it. */
  const submit = useCallback(
    async (signature: Blob | null = null) => {
      if (!owner) return;
      const signed: OutboxFile | undefined = signature
        ? { name: 'signature.png', type: 'image/png', kinds: ['PICTURE'], blob: signature }
        : undefined;
      await queueSubmit(await offlineDb(), { activationId, owner, ...(signed ? { signature: signed } : {}) });
      await afterQueue();
    },
    [owner, activationId, afterQueue],
  );

  const waitingAnswers = waiting.filter((entry): entry is OutboxAnswer => entry.kind === 'ANSWER');
  const waitingSubmit = waiting.find((entry) => entry.kind === 'SUBMIT') ?? null;
  return { waiting, waitingAnswers, waitingSubmit, refused, submitted, answer, submit, flush };
}
