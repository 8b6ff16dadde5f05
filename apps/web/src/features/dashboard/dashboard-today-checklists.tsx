import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './dashboard-location-card';

/** Today's checklists of a location (its own "today"): done, in progress, to do, missed. */
export function DashboardTodayChecklists({ today }: { today: DashboardSummary['todayChecklists'] }) {
  const { t } = useTranslation();
  const total = today.done + today.inProgress + today.toDo + today.missed;
  return (
    <Stack gap={2} data-testid="dashboard-today-checklists">
      <Text size="sm" fw={600}>
        {t('dashboard.today.title')}
      </Text>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.today.none')}
        </Text>
      ) : (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="today-done">
            {t('dashboard.today.done', { count: today.done, total })}
          </Text>
          {today.inProgress > 0 ? <Text size="sm">· {t('dashboard.today.inProgress', { count: today.inProgress })}</Text> : null}
          {today.toDo > 0 ? <Text size="sm">· {t('dashboard.today.toDo', { count: today.toDo })}</Text> : null}
          {today.missed > 0 ? (
            <Text size="sm" c="secondary.8" fw={600} data-testid="today-missed">
              · {t('dashboard.today.missed', { count: today.missed })}
            </Text>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
