import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AnswerFieldsFragment } from '../../../gql/graphql';
import { PreloadLink } from '../../../ui/preload-link';
import { showErrorToast } from '../../../ui/toast';
import { localAnswer, SubmittedOnDevice, useChecklistOutbox, useKeptActivation, WaitingToSend, type PickedFile } from '../../offline';
import { ActivationRunDocument } from './runner.operations';
import { RunActionCard, RunProgress, RunSectionHeading } from './run-parts';
import { RunResultCard } from './run-result-card';
import { AnswerField, type AnswerInput } from './answer-field';
import { outboxTransport } from './outbox-transport';
import { WindowText } from './today-checklists';
import { SubmittedElsewhere } from './submitted-elsewhere';
import { useWorkspace } from '../../workspace';
import { AnswerNote } from './answer-note';
import { answerInputOf, useAnswerNotes } from './answer-notes';
import { SignaturePad } from './signature-pad';

/**
 * Doing one checklist, phone first: every answer is saved as it is given (progress survives closing the
 * page), then one submit scores it and raises a fix-it for each non-compliant answer. Answers and the
 * submit go through the device's outbox (features/offline): without a network they wait there, with the
 * time they were given, and are sent when it is back; the checklist itself is kept on the device.
 */
export function ActivationRunner({ activationId }: { activationId: string }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const query = useQuery(ActivationRunDocument, { variables: { id: activationId }, fetchPolicy: 'cache-and-network' });
  const { data, looked } = useKeptActivation(activationId, query.data);
  const client = useApolloClient();
  const outbox = useChecklistOutbox(
    activationId,
    useMemo(() => outboxTransport(client), [client]),
  );
  const [confirming, setConfirming] = useState(false);
  const [signature, setSignature] = useState<Blob | null>(null);
  const notes = useAnswerNotes();
  const result = outbox.submitted;
  const shown = useShownSubmission(result, data);
  const back = () =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete('activation');
      params.set('tab', 'today');
      return params;
    });
  const backLink = (
    <Anchor component="button" type="button" onClick={back} size="sm">
      {t('quests.run.back')}
    </Anchor>
  );

  if (!data?.questActivation && (query.loading || !looked)) return <Skeleton h={400} radius="md" />;
  const activation = data?.questActivation;
  if (!activation) {
    return (
      <Stack>
        {backLink}
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{t('quests.run.notFound')}</Text>
        </Paper>
      </Stack>
    );
  }
  const saved = new Map((activation.submission?.answers ?? []).map((answer) => [answer.partId, answer]));
  const actionParts = activation.quest.parts.flatMap((part) => (part.__typename === 'QuestActionPart' ? [part] : []));
  // What the cook sees: the server's answers, with those still waiting on the device over them.
  const answers = new Map<string | null, AnswerFieldsFragment>(saved);
  for (const entry of outbox.waitingAnswers) {
    const part = actionParts.find((item) => item.id === entry.partId);
    const shown = part ? localAnswer(entry, part.action, saved.get(entry.partId)) : null;
    if (shown) answers.set(entry.partId, shown);
  }
  const answered = actionParts.filter((part) => answers.has(part.id)).length;
  const timeZone = activation.location?.timezone;
  // The kept copy says whether it was open when fetched; the window may have closed since.
  const open = activation.open && Date.now() < Date.parse(activation.endsAt);

  const stored = async (save: () => Promise<boolean>, failure: string): Promise<boolean> => {
    try {
      return await save();
    } catch {
      showErrorToast(failure); // the device could not store it (storage full or refused)
      return false;
    }
  };
  const noteFor = (partId: string) => notes.noteOf(partId, answers.get(partId));
  const onAnswer = (partId: string, actionName: string, answer: AnswerInput, applianceId?: string | null) =>
    stored(() => outbox.answer(partId, actionName, { ...answer, note: noteFor(partId) }, { applianceId }), t('quests.errors.answerFailed'));
  const onFiles = (partId: string, actionName: string, picked: PickedFile) => {
    const waiting = outbox.waitingAnswers.find((entry) => entry.partId === partId);
    const onServer = waiting ? (waiting.answer.fileIds ?? []) : (saved.get(partId)?.files.map((file) => file.id) ?? []);
    return stored(
      () =>
        outbox.answer(
          partId,
          actionName,
          { fileIds: onServer, note: noteFor(partId) },
          { picked: [picked], keptFiles: waiting?.files ?? [] },
        ),
      t('quests.errors.answerFailed'),
    );
  };
  // A copy kept on the device before appliances were part of the run has none: the select stays hidden.
  const appliances = activation.answerAppliances ?? [];
  /** The appliance a temperature names (waiting on the device, else saved) and the saved check against its sensor. */
  const applianceOf = (partId: string) => {
    const waiting = outbox.waitingAnswers.find((entry) => entry.partId === partId);
    const comparison = saved.get(partId)?.sensorComparison ?? null;
    if (waiting) return { applianceId: waiting.applianceId ?? comparison?.applianceId ?? null, sensorCheck: null };
    return { applianceId: comparison?.applianceId ?? null, sensorCheck: comparison };
  };
  /** A note saved on its own gives the answer again with it (waiting on the device or saved); before an answer it waits for it. */
  const onNote = (partId: string, actionName: string, note: string) => {
    notes.keep(partId, note);
    const waiting = outbox.waitingAnswers.find((entry) => entry.partId === partId);
    const savedAnswer = saved.get(partId);
    const again = waiting
      ? () => outbox.answer(partId, actionName, { ...waiting.answer, note }, { keptFiles: waiting.files, applianceId: waiting.applianceId })
      : savedAnswer
        ? () => outbox.answer(partId, actionName, { ...answerInputOf(savedAnswer), note }, { applianceId: applianceOf(partId).applianceId })
        : null;
    return again ? stored(again, t('quests.errors.answerFailed')) : Promise.resolve(true);
  };
  const submit = async () => {
    setConfirming(false);
    await stored(async () => {
      await outbox.submit(signature);
      return true;
    }, t('quests.errors.submitFailed'));
  };

  if (result || activation.progress === 'FINISHED') {
    return (
      <Stack gap="md" maw={640} mx="auto">
        {backLink}
        <Title order={1} size="h3">
          {activation.quest.name}
        </Title>
        <SubmittedElsewhereUnlessDone done={!!result} submission={activation.submission} refused={outbox.refused} timeZone={timeZone} />
        <RunResultCard
          heading={t('quests.run.submitted')}
          scoreLabel={t('quests.score')}
          score={result?.score ?? activation.score}
          focusOnShow={!!result}
        >
          {shown ? (
            shown.fixits.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm">{t('quests.run.fixitsRaised', { count: shown.fixits.length })}</Text>
                {shown.fixits.map((fixit) => (
                  <Text key={fixit.id} size="sm" c="secondary" data-testid="raised-fixit">
                    • {fixit.action?.name}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm">{t('quests.run.noFixits')}</Text>
            )
          ) : null}
          <Group gap="xs">
            {shown ? (
              <Button component={PreloadLink} to={`/quests/${shown.id}/submission`} variant="light">
                {t('quests.run.viewSubmission')}
              </Button>
            ) : null}
            {shown && shown.fixits.length > 0 ? (
              <Button component={PreloadLink} to="/fixits" variant="default">
                {t('quests.run.openFixits')}
              </Button>
            ) : null}
          </Group>
        </RunResultCard>
      </Stack>
    );
  }

  if (outbox.waitingSubmit) {
    return (
      <Stack gap="md" maw={640} mx="auto">
        {backLink}
        <Title order={1} size="h3">
          {activation.quest.name}
        </Title>
        <SubmittedOnDevice submit={outbox.waitingSubmit} timeZone={timeZone} />
        <WaitingToSend waiting={outbox.waiting} refused={outbox.refused} timeZone={timeZone} />
      </Stack>
    );
  }

  const unanswered = actionParts.length - answered;
  return (
    <Stack gap="md" maw={640} mx="auto" pb="xl">
      {backLink}
      <Stack gap={4}>
        <Title order={1} size="h3">
          {activation.quest.name}
        </Title>
        <Text size="sm" c="dimmed">
          {activation.location?.name} · <WindowText startsAt={activation.startsAt} endsAt={activation.endsAt} timeZone={timeZone} />
        </Text>
        {activation.quest.description ? <Text size="sm">{activation.quest.description}</Text> : null}
      </Stack>
      <RunProgress answered={answered} total={actionParts.length} />
      {query.data?.questActivation ? null : (
        <Text size="xs" c="dimmed">
          {t('quests.offline.keptCopy')}
        </Text>
      )}
      <WaitingToSend waiting={outbox.waiting} refused={outbox.refused} timeZone={timeZone} />
      {!open ? (
        <Alert color={activation.missed ? 'secondary' : 'gray'}>
          {activation.missed ? t('quests.run.missedInfo') : t('quests.run.notOpen')}
        </Alert>
      ) : null}
      {activation.quest.parts.map((part) =>
        part.__typename === 'SectionMarker' ? (
          <RunSectionHeading key={part.id} name={part.name} description={part.description} />
        ) : (
          <RunActionCard key={part.id} action={part.action} testId="run-action">
            <AnswerField
              partId={part.id}
              action={part.action}
              answer={answers.get(part.id)}
              disabled={!open}
              appliances={appliances}
              {...applianceOf(part.id)}
              onAnswer={(input, applianceId) => onAnswer(part.id, part.action.name, input, applianceId)}
              onFile={(picked) => onFiles(part.id, part.action.name, picked)}
            />
            <AnswerNote
              actionName={part.action.name}
              note={noteFor(part.id)}
              answered={answers.has(part.id)}
              disabled={!open}
              onSave={(note) => onNote(part.id, part.action.name, note)}
            />
          </RunActionCard>
        ),
      )}
      <SignaturePad onChange={setSignature} disabled={!open} />
      <Button size="lg" onClick={() => (unanswered > 0 ? setConfirming(true) : void submit())} disabled={!open || answered === 0}>
        {t('quests.run.submit')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('quests.run.submitTitle')} centered>
        <Stack>
          <Text>{t('quests.run.unansweredConfirm', { count: unanswered })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('quests.cancel')}
            </Button>
            <Button onClick={() => void submit()}>{t('quests.run.submitAnyway')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Another device's submit, told to this one (not once this device has submitted): who and when, what was kept. */
/** A submission as "Checklist submitted" shows it: its id ("View submission") and the fix-its it raised. */
type ShownSubmission = { id: string; fixits: ReadonlyArray<{ id: string; action: { name: string } | null }> };

/**
 * The submission "Checklist submitted" shows: this device's submit answers with its record; one sent by another
 * send pass of this device (or by this person elsewhere) shows in the activation, with the same id and fix-its.
 */
function useShownSubmission(
  result: ShownSubmission | null,
  data: { questActivation?: { submission?: Parameters<typeof ownSubmissionOf>[0] } | null } | undefined,
): ShownSubmission | null {
  const { me } = useWorkspace();
  return result ?? ownSubmissionOf(data?.questActivation?.submission, me?.id);
}

/** A submitted record of this activation that its viewer made (null for another person's, or none). */
export function ownSubmissionOf<Submission extends ShownSubmission>(
  submission: (Submission & { submittedAt?: string | null; submittedBy?: { id: string } | null }) | null | undefined,
  meId: string | undefined,
): Submission | null {
  return submission?.submittedAt && meId && submission.submittedBy?.id === meId ? submission : null;
}

function SubmittedElsewhereUnlessDone({ done, ...props }: { done: boolean } & Omit<Parameters<typeof SubmittedElsewhere>[0], 'meId'>) {
  const { me } = useWorkspace();
  return done ? null : <SubmittedElsewhere {...props} meId={me?.id} />;
}
