import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubmittedOnDevice, useChecklistOutbox, useKeptActivation, WaitingToSend } from '../../offline';
import { ActivationRunDocument } from './runner.operations';
import { RunActionCard, RunProgress, RunSectionHeading } from './run-parts';
import { AnswerField } from './answer-field';
import { outboxTransport } from './outbox-transport';
import { AnswerNote } from './answer-note';
import { useAnswerNotes } from './answer-notes';
import { runAnswers, storedOr } from './run-answers';
import { KeptCopyNote, openNow, RunClosedNotice, RunHeading } from './run-heading';
import { RunSubmitButton } from './run-submit';
import { RunSubmitted } from './run-submitted';
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
  const [signature, setSignature] = useState<Blob | null>(null);
  const notes = useAnswerNotes();
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
  const run = runAnswers({ activation, outbox, notes, failed: t('quests.errors.answerFailed') });
  const { actionParts, answers, answered, noteFor } = run;
  const timeZone = activation.location?.timezone;
  const open = openNow(activation);
  // A copy kept on the device before appliances were part of the run has none: the select stays hidden.
  const appliances = activation.answerAppliances ?? [];
  const submit = async () => {
    await storedOr(async () => {
      await outbox.submit(signature);
      return true;
    }, t('quests.errors.submitFailed'));
  };

  if (outbox.submitted || activation.progress === 'FINISHED') {
    return (
      <RunSubmitted
        questName={activation.quest.name}
        score={activation.score}
        result={outbox.submitted}
        submission={activation.submission}
        refused={outbox.refused}
        timeZone={timeZone}
        backLink={backLink}
      />
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

  return (
    <Stack gap="md" maw={640} mx="auto" pb="xl">
      {backLink}
      <RunHeading activation={activation} timeZone={timeZone} />
      <RunProgress answered={answered} total={actionParts.length} />
      <KeptCopyNote fetched={query.data} />
      <WaitingToSend waiting={outbox.waiting} refused={outbox.refused} timeZone={timeZone} />
      <RunClosedNotice open={open} missed={activation.missed} />
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
              {...run.applianceOf(part.id)}
              onAnswer={(input, applianceId) => run.onAnswer(part.id, part.action.name, input, applianceId)}
              onFile={(picked) => run.onFiles(part.id, part.action.name, picked)}
            />
            <AnswerNote
              actionName={part.action.name}
              note={noteFor(part.id)}
              answered={answers.has(part.id)}
              disabled={!open}
              onSave={(note) => run.onNote(part.id, part.action.name, note)}
            />
          </RunActionCard>
        ),
      )}
      <SignaturePad onChange={setSignature} disabled={!open} />
      <RunSubmitButton unanswered={actionParts.length - answered} disabled={!open || answered === 0} onSubmit={() => void submit()} />
    </Stack>
  );
}
