import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivationRunQuery } from '../../../gql/graphql';
import { PreloadLink } from '../../../ui/preload-link';
import type { RefusedEntry } from '../../offline';
import { useWorkspace } from '../../workspace';
import { RunResultCard } from './run-result-card';
import { SubmittedElsewhere } from './submitted-elsewhere';

/** A submission as "Checklist submitted" shows it: its id ("View submission") and the fix-its it raised. */
export type ShownSubmission = { id: string; fixits: ReadonlyArray<{ id: string; action: { name: string } | null }> };

type ActivationSubmission = NonNullable<ActivationRunQuery['questActivation']>['submission'];

/**
 * "Checklist submitted": the score and the fix-its raised, with the way to the record. This device's submit
 * answers with its record (`result`); one sent by another send pass of this device, or by this person
 * elsewhere, shows from the activation, with the same id and fix-its; another person's is told as such.
 */
export function RunSubmitted({
  questName,
  score,
  result,
  submission,
  refused,
  timeZone,
  backLink,
}: {
  questName: string;
  score: number | null | undefined;
  result: (ShownSubmission & { score?: number | null }) | null;
  submission: ActivationSubmission | null | undefined;
  refused: RefusedEntry[];
  timeZone: string | undefined;
  backLink: ReactNode;
}) {
  const { t } = useTranslation();
  const { me } = useWorkspace();
  const shown = result ?? ownSubmissionOf(submission, me?.id);
  return (
    <Stack gap="md" maw={640} mx="auto">
      {backLink}
      <Title order={1} size="h3">
        {questName}
      </Title>
      {result ? null : <SubmittedElsewhere submission={submission} refused={refused} timeZone={timeZone} meId={me?.id} />}
      <RunResultCard
        heading={t('quests.run.submitted')}
        scoreLabel={t('quests.score')}
        score={result?.score ?? score ?? null}
        focusOnShow={!!result}
      >
        {shown ? <RaisedFixits fixits={shown.fixits} /> : null}
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

function RaisedFixits({ fixits }: { fixits: ShownSubmission['fixits'] }) {
  const { t } = useTranslation();
  if (fixits.length === 0) return <Text size="sm">{t('quests.run.noFixits')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('quests.run.fixitsRaised', { count: fixits.length })}</Text>
      {fixits.map((fixit) => (
        <Text key={fixit.id} size="sm" c="secondary" data-testid="raised-fixit">
          • {fixit.action?.name}
        </Text>
      ))}
    </Stack>
  );
}

/** A submitted record of this activation that its viewer made (null for another person's, or none). */
export function ownSubmissionOf<Submission extends ShownSubmission>(
  submission: (Submission & { submittedAt?: string | null; submittedBy?: { id: string } | null }) | null | undefined,
  meId: string | undefined,
): Submission | null {
  return submission?.submittedAt && meId && submission.submittedBy?.id === meId ? submission : null;
}
