import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TrainingAttemptStatus } from '@ks/domain';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { RunResultCard } from '../checklists';
import { AttemptBadge } from './certification-badge';
import { formatDate } from './certification-status';

export type TrainingResultProps = {
  trainingName: string;
  certificateName: string;
  result: { status: TrainingAttemptStatus; score: number | null; validUntil: string | null };
  onRetake: () => void;
};

/** After submitting: the score, PASSED or FAILED, and until when the certificate is valid. */
export function TrainingResult({ trainingName, certificateName, result, onRetake }: TrainingResultProps) {
  const { t, i18n } = useTranslation();
  const passed = result.status === 'PASSED';
  return (
    <Stack gap="md" maw={640} mx="auto" data-testid="training-result">
      <Title order={1} size="h3">
        {trainingName}
      </Title>
      <RunResultCard
        heading={t('training.take.submitted')}
        scoreLabel={t('training.score')}
        score={result.score}
        scoreExtra={<AttemptBadge status={result.status} />}
        focusOnShow
      >
        {passed && result.validUntil ? (
          <Text data-testid="certificate-valid-until">
            {t('training.take.certificateValidUntil', { name: certificateName, date: formatDate(result.validUntil, i18n.language) })}
          </Text>
        ) : (
          <Text>{t('training.take.failedInfo')}</Text>
        )}
        <Group gap="xs">
          <Button component={PreloadLink} to="/training?tab=mine" variant="light">
            {t('training.take.backToMine')}
          </Button>
          {passed ? null : (
            <Button variant="default" onClick={onRetake}>
              {t('training.mine.actions.RETAKE')}
            </Button>
          )}
        </Group>
      </RunResultCard>
    </Stack>
  );
}
