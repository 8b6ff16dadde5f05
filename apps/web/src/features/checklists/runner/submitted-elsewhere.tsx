import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunSubmissionFieldsFragment } from '../../../gql/graphql';
import { errorCodeOf } from '../../../lib/apollo/classify-error';
import type { RefusedEntry } from '../../offline';
import { formatDateTime } from '../format';

/**
 * On the late phone, once another device's submit got there first (docs/decisions/0182-…): who submitted
 * and when, how many of this device's answers the record keeps as late evidence, and how many given after
 * the submit were not kept. Nothing when this person submitted it themselves and nothing was late.
 */
export function SubmittedElsewhere({
  submission,
  meId,
  refused,
  timeZone,
}: {
  submission: RunSubmissionFieldsFragment | null | undefined;
  meId: string | undefined;
  refused: RefusedEntry[];
  timeZone: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (!submission?.submittedAt) return null;
  const kept = submission.lateAnswers.filter((late) => late.answer.answeredBy?.id === meId).length;
  const notKept = refused.filter((item) => item.entry.kind === 'ANSWER' && errorCodeOf(item.error) === 'ACTIVATION_FINISHED').length;
  const byOther = submission.submittedBy && submission.submittedBy.id !== meId;
  if (!byOther && kept === 0 && notKept === 0) return null;
  return (
    <Alert color="tertiary" data-testid="submitted-elsewhere">
      <Stack gap={4}>
        {byOther ? (
          <Text size="sm" fw={600}>
            {t('lateEvidence.submittedByOther', {
              name: submission.submittedBy?.displayName ?? '—',
              time: formatDateTime(submission.submittedAt, i18n.language, timeZone),
            })}
          </Text>
        ) : null}
        {kept > 0 ? <Text size="sm">{t('lateEvidence.kept', { count: kept })}</Text> : null}
        {notKept > 0 ? <Text size="sm">{t('lateEvidence.notKept', { count: notKept })}</Text> : null}
      </Stack>
    </Alert>
  );
}
