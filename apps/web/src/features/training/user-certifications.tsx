import { useQuery } from '@apollo/client/react';
import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { ScoreBadge } from '../checklists';
import { AttemptBadge, CertificationBadge } from './certification-badge';
import { formatDate } from './certification-status';
import { UserCertificationsDocument } from './training.operations';

/** On /users/{userId}: the person's certifications (VALID / NOT_VALID, valid until, last attempt). */
export function UserCertifications({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(UserCertificationsDocument, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const certifications = data?.user?.certifications;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('training.userCertifications.title')}
      </Title>
      {!certifications && loading ? (
        <Skeleton h={80} />
      ) : !certifications || certifications.length === 0 ? (
        <Text c="dimmed">{t('training.userCertifications.none')}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {certifications.map((certification) => (
              <Table.Tr key={certification.id} data-testid="user-certification">
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {certification.certificate.name}
                    </Text>
                    {certification.training ? (
                      <Text component={PreloadLink} to={`/training/${certification.training.id}`} size="xs" c="dimmed">
                        {certification.training.name}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <CertificationBadge status={certification.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {certification.validUntil
                      ? t('training.userCertifications.validUntil', { date: formatDate(certification.validUntil, i18n.language) })
                      : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {certification.lastAttempt ? (
                    <Group gap="xs" wrap="nowrap">
                      <AttemptBadge status={certification.lastAttempt.status} />
                      <ScoreBadge score={certification.lastAttempt.score} size="md" />
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
