import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StartTrainingMutation, SubmitTrainingAttemptMutation } from '../../gql/graphql';
import { PreloadLink } from '../../ui/preload-link';
import { showErrorToast } from '../../ui/toast';
import { AnswerField, RunActionCard, RunProgress, RunSectionHeading, type AnswerInput } from '../checklists';
import { answeredCount } from './certification-status';
import { TrainingBanner } from './training-banner';
import { trainingErrorMessage } from './training-errors';
import { TrainingResult } from './training-result';
import { AnswerTrainingActionDocument, StartTrainingDocument, SubmitTrainingAttemptDocument } from './training.operations';

type Attempt = StartTrainingMutation['startTraining'];
type Answer = Attempt['answers'][number];
type Submitted = SubmitTrainingAttemptMutation['submitTrainingAttempt'];

/**
 * /training/{id}/take 'Training', phone first: opens the viewer's attempt (the open one, or a new one),
 * saves every answer as it is given, then one submit scores it: PASSED at 40 % or more, with the
 * certificate's validUntil.
 */
export function TrainingTakeScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [startTraining] = useMutation(StartTrainingDocument);
  const [answerAction] = useMutation(AnswerTrainingActionDocument);
  const [submitAttempt, submitting] = useMutation(SubmitTrainingAttemptDocument);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Submitted | null>(null);
  const started = useRef<string | null>(null);

  const start = useCallback(async () => {
    setProblem(null);
    setResult(null);
    try {
      const response = await startTraining({ variables: { trainingId: id } });
      const opened = response.data?.startTraining ?? null;
      setAttempt(opened);
      setAnswers(opened?.answers ?? []);
    } catch (error) {
      setProblem(trainingErrorMessage(error, t('training.take.notAvailable'), t));
    }
  }, [id, startTraining, t]);

  // One attempt per visit, even when React runs effects twice in development.
  useEffect(() => {
    if (started.current === id) return;
    started.current = id;
    void start();
  }, [id, start]);

  const back = (
    <Anchor component={PreloadLink} to="/training?tab=mine" size="sm">
      {t('training.take.backToMine')}
    </Anchor>
  );
  if (problem) {
    return (
      <Stack maw={640} mx="auto">
        {back}
        <Alert color="secondary" role="alert">
          {problem}
        </Alert>
      </Stack>
    );
  }
  if (!attempt) return <Skeleton h={400} radius="md" maw={640} mx="auto" />;
  const training = attempt.training;
  if (result) {
    return (
      <TrainingResult
        trainingName={training.name}
        certificateName={training.certificate.name}
        result={result}
        onRetake={() => {
          setAttempt(null);
          void start();
        }}
      />
    );
  }

  const byPart = new Map(answers.flatMap((answer) => (answer.partId ? [[answer.partId, answer] as const] : [])));
  const progress = answeredCount(training.parts, new Set(byPart.keys()));
  const unanswered = progress.total - progress.answered;

  const onAnswer = async (partId: string, answer: AnswerInput): Promise<boolean> => {
    try {
      const response = await answerAction({ variables: { attemptId: attempt.id, partId, answer } });
      if (response.data) setAnswers(response.data.answerTrainingAction.answers);
      return true;
    } catch (error) {
      showErrorToast(trainingErrorMessage(error, t('training.errors.answerFailed'), t));
      return false;
    }
  };
  const submit = async () => {
    try {
      const response = await submitAttempt({ variables: { attemptId: attempt.id } });
      if (response.data) setResult(response.data.submitTrainingAttempt);
    } catch (error) {
      showErrorToast(trainingErrorMessage(error, t('training.errors.submitFailed'), t));
    }
  };

  return (
    <Stack gap="md" maw={640} mx="auto" pb="xl">
      {back}
      <TrainingBanner url={training.bannerUrl} alt={training.name} />
      <Stack gap={4}>
        <Title order={1} size="h3">
          {training.name}
        </Title>
        {training.description ? <Text size="sm">{training.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('training.take.intro', { count: training.questionCount, months: training.certificateDurationMon })}
        </Text>
      </Stack>
      <RunProgress answered={progress.answered} total={progress.total} />
      {training.parts.map((part) =>
        part.__typename === 'SectionMarker' ? (
          <RunSectionHeading key={part.id} name={part.name} description={part.description} keepLineBreaks />
        ) : (
          <RunActionCard key={part.id} action={part.action} testId="take-action" keepLineBreaks>
            <AnswerField
              partId={part.id}
              action={part.action}
              answer={byPart.get(part.id)}
              disabled={submitting.loading}
              onAnswer={(input) => onAnswer(part.id, input)}
              showCompliance={false}
            />
          </RunActionCard>
        ),
      )}
      {/* Every part is required (instructions acknowledged, files added), so submit waits for all of them. */}
      {unanswered > 0 ? (
        <Text size="sm" c="dimmed">
          {t('training.take.answerEverything', { count: unanswered })}
        </Text>
      ) : null}
      <Button size="lg" onClick={() => void submit()} disabled={unanswered > 0} loading={submitting.loading}>
        {t('training.take.submit')}
      </Button>
    </Stack>
  );
}
