import { canViewMonitoring } from '@ks/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { useWorkspace } from '../workspace';
import { LocationRecordLinks } from './location-record-links';

/**
 * `/records` (the "Records" menu entry): each visible location's food-safety records, the selected location
 * first — cooling logs for kitchen staff and up, the inspection report for Managers and Location Managers
 * (LocationRecordLinks decides). Basic Users have no monitoring screens: a typed address says so.
 */
export function Component() {
  const { t } = useTranslation();
  const { me, locations, location: selected } = useWorkspace();
  if (!canViewMonitoring(me?.accessLevel ?? null)) {
    return <EmptyState title={t('titles.records')}>{t('inspectionReport.recordsNotAllowed')}</EmptyState>;
  }
  if (locations.length === 0) return <EmptyState title={t('titles.records')}>{t('inspectionReport.recordsNoLocation')}</EmptyState>;
  const ordered = selected ? [selected, ...locations.filter((l) => l.id !== selected.id)] : locations;
  return (
    <Stack gap="md" maw={720}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('titles.records')}
        </Title>
        <Text size="sm">{t('inspectionReport.recordsIntro')}</Text>
      </Stack>
      {ordered.map((location) => (
        <Paper
          key={location.id}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={location.name}
          data-testid="records-location"
        >
          <Stack gap="xs">
            <Title order={2} size="h4">
              {location.name}
            </Title>
            <LocationRecordLinks locationId={location.id} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
