import { UNIT_SYMBOLS, type SafeZone } from '@ks/domain';
import { Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplianceHealthQuery } from '../../../gql/graphql';
import { lazyRetrying } from '../../../lib/retry-module-load';
import { useLocationTime } from '../../../lib/time/location-time';
import { useTemperatureFormat } from '../use-temperature-format';
import { HealthBadge, HealthKindLabel } from './health-badge';
import { healthTrendSeries } from './health-trend';

// The sensor graph's own uPlot chart (its lazily loaded chunk), drawing days instead of hours.
const SensorChart = lazyRetrying(() => import('../graph/sensor-chart'));
const CHART_HEIGHT = 160;

export type ApplianceHealthFacts = NonNullable<ApplianceHealthQuery['appliance']>['health'];

export type ApplianceHealthViewProps = {
  health: ApplianceHealthFacts;
  timeZone: string;
  safeZone: SafeZone;
  /** Under the findings: raising a fix-it from them, or the way to the open one. */
  action?: ReactNode;
};

/**
 * The equipment page's health panel: the status, each finding as a sentence with when it began, what
 * was learned from the unit's readings (defrost cycle, door openings, recovery), and the daily steady
 * level against the safe zone (the trend a rising-temperature finding reads).
 */
export function ApplianceHealthView({ health, timeZone, safeZone, action }: ApplianceHealthViewProps) {
  const { t } = useTranslation();
  const time = useLocationTime(timeZone);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="appliance-health" data-testid="appliance-health">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="appliance-health">
            {t('health.panelTitle')}
          </Title>
          {health.computedAt ? <HealthBadge status={health.status} /> : null}
        </Group>
        {!health.computedAt ? (
          <Text c="dimmed">{t('health.notJudged')}</Text>
        ) : (
          <>
            {health.findings.length === 0 ? (
              <Text>{t('health.allWell')}</Text>
            ) : (
              <Stack gap="sm">
                {health.findings.map((finding) => (
                  <Stack key={finding.kind} gap={2} data-testid="health-finding">
                    <Group gap="xs">
                      <HealthBadge status={finding.status} />
                      <HealthKindLabel kind={finding.kind} />
                      <Text size="xs" c="dimmed" span>
                        {t('health.since', { time: time(finding.since) })}
                      </Text>
                    </Group>
                    <Text>{finding.text}</Text>
                  </Stack>
                ))}
              </Stack>
            )}
            {action}
            <LearnedFacts health={health} />
            <HealthTrend health={health} timeZone={timeZone} safeZone={safeZone} />
            <Text size="xs" c="dimmed">
              {t('health.judgedAt', { time: time(health.computedAt) })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function LearnedFacts({ health }: { health: ApplianceHealthFacts }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const facts = [
    health.defrostPeriodMin != null && health.defrostLengthMin != null
      ? t('health.defrost', { hours: number.format(health.defrostPeriodMin / 60), minutes: health.defrostLengthMin })
      : t('health.noDefrost'),
    health.doorOpeningsPerDay != null ? t('health.doorOpenings', { count: Math.round(health.doorOpeningsPerDay) }) : null,
    health.recoveryMin != null ? t('health.recovery', { minutes: health.recoveryMin }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('health.learned')}
      </Text>
      <List size="sm" spacing={2} data-testid="health-learned">
        {facts.map((fact) => (
          <List.Item key={fact}>{fact}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function HealthTrend({ health, timeZone, safeZone }: ApplianceHealthViewProps) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const series = useMemo(() => healthTrendSeries(health.baseline, safeZone, format.unit), [health.baseline, safeZone, format.unit]);
  const count = health.baseline.length;
  const labels = useMemo(
    () => ({
      time: t('health.chartDay'),
      temperature: t('health.chartSeries'),
      min: t('monitoring.graph.min'),
      max: t('monitoring.graph.max'),
      chart: t('health.chartLabel', { count }),
    }),
    [t, count],
  );
  // One day is a dot, not a trend.
  if (count < 2) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('health.chartTitle')}
      </Text>
      <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
        <SensorChart
          series={series}
          timeZone={timeZone}
          unitSymbol={UNIT_SYMBOLS[format.unit]}
          language={i18n.language}
          labels={labels}
          axis="days"
          band={false}
          height={CHART_HEIGHT}
        />
      </Suspense>
    </Stack>
  );
}
