import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { ScoreBadge } from '../checklists';
import { AttemptBadge, CertificationBadge } from './certification-badge';
import { expiresSoon, formatDate, myTrainingAction } from './certification-status';
import { MyTrainingsDocument } from './training.operations';

/**
 * "My trainings": what is assigned to the viewer, with the certificate's status and validity, the last
 * attempt's result and a Take / Retake (or Continue) button. Built for a phone.
 */
export function MyTrainings() {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(MyTrainingsDocument, { fetchPolicy: 'cache-and-network' });
  if (!data && loading) {
    return (
      <Stack>
        {[0, 1].map((key) => (
          <Skeleton key={key} h={140} radius="md" />
        ))}
      </Stack>
    );
  }
  const entries = data?.myTrainings ?? [];
  if (entries.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('training.mine.empty')}</Text>
      </Paper>
    );
  }
  const now = new Date();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {entries.map(({ training, certification, openAttempt }) => {
        const action = myTrainingAction({ openAttempt, certification });
        const last = certification.lastAttempt;
        return (
          <Card key={training.id} withBorder radius="md" padding="lg" data-testid="my-training">
            <Stack gap="xs" h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{training.name}</Text>
                <CertificationBadge status={certification.status} />
              </Group>
              {training.description ? (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {training.description}
                </Text>
              ) : null}
              <Text size="sm">
                {certification.validUntil
                  ? certification.status === 'VALID'
                    ? t('training.mine.validUntil', { date: formatDate(certification.validUntil, i18n.language) })
                    : t('training.mine.expiredOn', { date: formatDate(certification.validUntil, i18n.language) })
                  : t('training.mine.notCertified')}
              </Text>
              {certification.status === 'VALID' && expiresSoon(certification.validUntil, now) ? (
                <Text size="sm" c="tertiary">
                  {t('training.mine.expiresSoon')}
                </Text>
              ) : null}
              {last ? (
                <Group gap="xs">
                  <Text size="sm">{t('training.mine.lastAttempt')}</Text>
                  <AttemptBadge status={last.status} />
                  <ScoreBadge score={last.score} size="md" />
                </Group>
              ) : null}
              <Group mt="auto" pt="xs">
                <Button component={PreloadLink} to={`/training/${training.id}/take`} size="md" fullWidth>
                  {t(`training.mine.actions.${action}`)}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
