import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SubmitQuestActivationMutation } from '../../gql/graphql';
import { PreloadLink } from '../../ui/preload-link';
import { showErrorToast } from '../../ui/toast';
import { ActivationRunDocument, AnswerQuestActionDocument, SubmitQuestActivationDocument } from './checklists.operations';
import { errorMessageOf } from './error-message';
import { RunActionCard, RunProgress, RunSectionHeading } from './run-parts';
import { RunResultCard } from './run-result-card';
import { AnswerField, type AnswerInput } from './answer-field';
import { WindowText } from './today-checklists';

type Submitted = SubmitQuestActivationMutation['submitQuestActivation'];

/**
 * Doing one checklist, phone first: every answer is saved as it is given (progress survives closing the
 * page), then one submit scores it and raises a fix-it for each non-compliant answer.
 */
export function ActivationRunner({ activationId }: { activationId: string }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const { data, loading } = useQuery(ActivationRunDocument, { variables: { id: activationId }, fetchPolicy: 'cache-and-network' });
  const [answerAction] = useMutation(AnswerQuestActionDocument);
  const [submitActivation, submitting] = useMutation(SubmitQuestActivationDocument);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Submitted | null>(null);
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

  if (!data && loading) return <Skeleton h={400} radius="md" />;
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
  const answers = new Map((activation.submission?.answers ?? []).map((answer) => [answer.partId, answer]));
  const actionParts = activation.quest.parts.filter((part) => part.__typename === 'QuestActionPart');
  const answered = actionParts.filter((part) => answers.has(part.id)).length;
  const timeZone = activation.location?.timezone;

  const onAnswer = async (partId: string, answer: AnswerInput): Promise<boolean> => {
    try {
      await answerAction({ variables: { activationId, partId, answer } });
      return true;
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.answerFailed'), t));
      return false;
    }
  };
  const submit = async () => {
    setConfirming(false);
    try {
      const submitted = await submitActivation({ variables: { activationId } });
      if (submitted.data) setResult(submitted.data.submitQuestActivation);
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.submitFailed'), t));
    }
  };

  if (result || activation.progress === 'FINISHED') {
    return (
      <Stack gap="md" maw={640} mx="auto">
        {backLink}
        <Title order={1} size="h3">
          {activation.quest.name}
        </Title>
        <RunResultCard heading={t('quests.run.submitted')} scoreLabel={t('quests.score')} score={result?.score ?? activation.score}>
          {result ? (
            result.fixits.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm">{t('quests.run.fixitsRaised', { count: result.fixits.length })}</Text>
                {result.fixits.map((fixit) => (
                  <Text key={fixit.id} size="sm" c="secondary" data-testid="raised-fixit">
                    • {fixit.action.name}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm">{t('quests.run.noFixits')}</Text>
            )
          ) : null}
          <Group gap="xs">
            {result ? (
              <Button component={PreloadLink} to={`/quests/${result.id}/submission`} variant="light">
                {t('quests.run.viewSubmission')}
              </Button>
            ) : null}
            {result && result.fixits.length > 0 ? (
              <Button component={PreloadLink} to="/fixits" variant="default">
                {t('quests.run.openFixits')}
              </Button>
            ) : null}
          </Group>
        </RunResultCard>
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
      {!activation.open ? (
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
              disabled={!activation.open}
              onAnswer={(input) => onAnswer(part.id, input)}
            />
          </RunActionCard>
        ),
      )}
      <Button
        size="lg"
        onClick={() => (unanswered > 0 ? setConfirming(true) : void submit())}
        disabled={!activation.open || answered === 0}
        loading={submitting.loading}
      >
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
