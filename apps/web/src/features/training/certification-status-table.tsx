import { useQuery } from '@apollo/client/react';
import { Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsPhone } from '../../ui/use-is-phone';
import { ScoreBadge } from '../checklists';
import { useWorkspace } from '../workspace';
import { AttemptBadge, CertificationBadge } from './certification-badge';
import { formatDate } from './certification-status';
import { LocationCertificationStatusDocument } from './training.operations';

export type CertificationStatusTableProps = {
  trainingId: string;
  locations: ReadonlyArray<{ id: string; name: string }>;
};

/**
 * The location certification status: each assigned person of the chosen location with VALID or
 * NOT_VALID, validUntil, and the last attempt's status and score. Starts at the selected location.
 */
export function CertificationStatusTable({ trainingId, locations }: CertificationStatusTableProps) {
  const { t, i18n } = useTranslation();
  const { location } = useWorkspace();
  const phone = useIsPhone();
  // Follows the selected location (it may settle after the first render) until the person picks one here.
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId =
    locations.find((l) => l.id === chosen)?.id ?? locations.find((l) => l.id === location?.id)?.id ?? locations[0]?.id ?? null;
  const { data, loading } = useQuery(LocationCertificationStatusDocument, {
    variables: { locationId: locationId ?? '', trainingId },
    skip: !locationId,
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.locationCertificationStatus;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            {t('training.status.title')}
          </Title>
          <Select
            label={t('training.status.location')}
            data={locations.map((l) => ({ value: l.id, label: l.name }))}
            value={locationId}
            onChange={(value) => value && setChosen(value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        {!locationId ? (
          <Text size="sm" c="dimmed">
            {t('training.status.noLocation')}
          </Text>
        ) : !rows && loading ? (
          <Skeleton h={160} />
        ) : !rows || rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('training.status.empty')}
          </Text>
        ) : phone ? (
          // On a phone, cards: status and score stay in sight instead of behind a sideways scroll.
          <Stack gap="sm">
            {rows.map((row) => (
              <Paper key={row.id} withBorder radius="md" p="sm" data-testid="certification-row">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600}>{row.user.displayName}</Text>
                    <Text size="sm" c="dimmed" data-testid="valid-until">
                      {t('training.status.validUntil')}: {row.validUntil ? formatDate(row.validUntil, i18n.language) : '—'}
                    </Text>
                    {row.lastAttempt ? <AttemptBadge status={row.lastAttempt.status} /> : null}
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <CertificationBadge status={row.status} />
                    {row.lastAttempt ? <ScoreBadge score={row.lastAttempt.score} size="md" /> : null}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollTable
            minWidth={560}
            headers={[
              t('training.status.user'),
              t('training.status.status'),
              t('training.status.validUntil'),
              t('training.status.lastAttempt'),
              t('training.score'),
            ]}
          >
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="certification-row">
                <Table.Td>{row.user.displayName}</Table.Td>
                <Table.Td>
                  <CertificationBadge status={row.status} />
                </Table.Td>
                <Table.Td data-testid="valid-until">{row.validUntil ? formatDate(row.validUntil, i18n.language) : '—'}</Table.Td>
                <Table.Td>{row.lastAttempt ? <AttemptBadge status={row.lastAttempt.status} /> : '—'}</Table.Td>
                <Table.Td>{row.lastAttempt ? <ScoreBadge score={row.lastAttempt.score} size="md" /> : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
