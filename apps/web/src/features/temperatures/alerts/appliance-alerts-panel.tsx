import { useQuery } from '@apollo/client/react';
import { foodVerdictWord } from '@ks/domain';
import { Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TempAlertRowFragment } from '../../../gql/graphql';
import { APPLIANCE_ALERTS_PAGE_SIZE, APPLIANCE_DETAIL_POLL_MS } from '../../../lib/constants';
import { useFallbackPoll } from '../../../lib/live/use-live-refetch';
import { useLocationTime } from '../../../lib/time/location-time';
import { useTemperatureFormat } from '../use-temperature-format';
import { AlertSeverityBadge, AlertStatusBadge } from './alert-badges';
import { isOpenAlert } from './alert-status';
import { ApplianceAlertsDocument } from './alerts.operations';
import { SnoozeMenu } from './snooze-menu';
import { Pager } from '../../../ui/pager';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function AlertCard({ alert, timeZone }: { alert: TempAlertRowFragment; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const at = useLocationTime(timeZone);
  const status = alert.currentStatus.statusCode;
  return (
    <Paper withBorder radius="md" p="md" data-testid="alert-row" data-alert-status={status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <AlertStatusBadge status={status} />
            <AlertSeverityBadge severity={alert.severity} />
            <Text fw={600}>{t(`monitoring.alerts.reason.${alert.reason}`)}</Text>
          </Group>
          {isOpenAlert(alert) ? <SnoozeMenu alertId={alert.id} timeZone={timeZone} /> : null}
        </Group>
        {status === 'SNOOZED' && alert.snoozedUntil ? (
          <Text size="sm" c="tertiary.8" fw={600}>
            {t('monitoring.alerts.snoozedUntil', { time: at(alert.snoozedUntil) })}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Fact label={t('monitoring.alerts.started')}>{at(alert.startedAt)}</Fact>
          <Fact label={t('monitoring.alerts.ended')}>{alert.endedAt ? at(alert.endedAt) : t('monitoring.alerts.ongoing')}</Fact>
          <Fact label={t('monitoring.alerts.extreme')}>
            {alert.extremeTemperature == null ? '—' : format.temperature(alert.extremeTemperature)}
          </Fact>
          <Fact label={t('monitoring.alerts.responsible')}>{alert.responsible?.displayName ?? '—'}</Fact>
          <Fact label={t('monitoring.alerts.worstFood')}>
            <span data-testid="alert-worst-food">
              {alert.worstFoodVerdict ? foodVerdictWord(alert.worstFoodVerdict, i18n.language) : '—'}
            </span>
          </Fact>
        </SimpleGrid>
        {alert.statusHistory.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('monitoring.alerts.history')}
            </Text>
            <List size="sm" spacing={2}>
              {alert.statusHistory.map((entry) => (
                <List.Item key={`${entry.time}-${entry.statusCode}`}>
                  {at(entry.time)} · {t(`monitoring.alerts.status.${entry.statusCode}`)}
                  {entry.description ? ` · ${entry.description}` : ''}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The appliance's alerts, newest first, 10 per page (spec §2/§7: first 10, page 1). Refreshed with the
 * details (every 5 minutes) so a new alert shows up without a reload. Times are on the location's clock.
 */
export function ApplianceAlertsPanel({ applianceId, timeZone }: { applianceId: string; timeZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(ApplianceAlertsDocument, {
    variables: { id: applianceId, first: APPLIANCE_ALERTS_PAGE_SIZE, page },
    pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS),
    // The route loader has just fetched page 1; polling and the snooze mutation keep it fresh.
    fetchPolicy: 'cache-first',
  });
  const result = data?.applianceAlerts;

  let body;
  if (!result && loading) body = <Skeleton h={120} />;
  else if (!result && error) body = <Text c="secondary">{t('monitoring.alerts.loadFailed')}</Text>;
  else if (!result || result.items.length === 0) body = <Text c="dimmed">{t('monitoring.alerts.none')}</Text>;
  else body = result.items.map((alert) => <AlertCard key={alert.id} alert={alert} timeZone={timeZone} />);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="appliance-alerts">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="appliance-alerts">
            {t('monitoring.alerts.title')}
          </Title>
          {result ? (
            <Text size="sm" c="dimmed">
              {t('monitoring.alerts.count', { count: result.totalCount })}
            </Text>
          ) : null}
        </Group>
        {body}
        <Pager totalCount={result?.totalCount ?? 0} pageSize={APPLIANCE_ALERTS_PAGE_SIZE} page={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
