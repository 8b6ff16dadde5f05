import { useQuery } from '@apollo/client/react';
import { UNIT_SYMBOLS, type SafeZone } from '@ks/domain';
import { ActionIcon, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SENSOR_GRAPH_POLL_MS } from '../../../lib/constants';
import { useFallbackPoll } from '../../../lib/live/use-live-refetch';
import { lazyRetrying } from '../../../lib/retry-module-load';
import { useUrlState } from '../../../ui/use-url-state';
import { useTemperatureFormat } from '../use-temperature-format';
import { chartSeries } from './graph-data';
import { graphDay, locationDayRange, locationToday, shiftDay } from './location-day';
import { SensorGraphDocument } from './sensor-graph.operations';

// uPlot is only needed here: its own chunk, loaded when a graph is first shown.
const SensorChart = lazyRetrying(() => import('./sensor-chart'));

export type SensorGraphPanelProps = {
  sensorId: string | null;
  timeZone: string;
  safeZone: SafeZone;
};

/** URL key of the shown day (YYYY-MM-DD, the location's calendar); today is not written. */
export const GRAPH_DAY_URL_KEY = 'day';

/**
 * The primary sensor's temperatures for one day in the location's timezone (refreshed every 5 minutes),
 * with previous/next day navigation; the day is kept in the URL.
 */
export function SensorGraphPanel({ sensorId, timeZone, safeZone }: SensorGraphPanelProps) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const today = locationToday(timeZone);
  const [requested, setDay] = useUrlState(GRAPH_DAY_URL_KEY, today);
  const day = graphDay(requested, today);
  const range = useMemo(() => locationDayRange(day, timeZone), [day, timeZone]);
  const { data, loading } = useQuery(SensorGraphDocument, {
    variables: { id: sensorId ?? '', start: range.start.toISOString(), end: range.end.toISOString() },
    skip: !sensorId,
    pollInterval: useFallbackPoll(SENSOR_GRAPH_POLL_MS),
  });
  const graph = data?.sensorGraph;
  const series = useMemo(
    () => (graph ? chartSeries(graph, safeZone, format.unit, range.end) : null),
    [graph, safeZone, format.unit, range.end],
  );
  const labels = useMemo(
    () => ({
      time: t('monitoring.graph.time'),
      temperature: t('monitoring.graph.temperature'),
      min: t('monitoring.graph.min'),
      max: t('monitoring.graph.max'),
      chart: t('monitoring.graph.chartLabel', { day }),
    }),
    [t, day],
  );
  // The calendar date itself, not an instant: formatted in UTC so the viewer's own zone cannot shift it.
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

  let body;
  if (!sensorId) body = <Text c="dimmed">{t('monitoring.graph.noSensor')}</Text>;
  else if (!series && loading) body = <Skeleton h={280} />;
  else if (!series || series.data[0].length === 0) body = <Text c="dimmed">{t('monitoring.graph.empty')}</Text>;
  else
    body = (
      <Suspense fallback={<Skeleton h={280} />}>
        <SensorChart series={series} timeZone={timeZone} unitSymbol={UNIT_SYMBOLS[format.unit]} language={i18n.language} labels={labels} />
      </Suspense>
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sensor-graph">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="sensor-graph">
            {t('monitoring.graph.title')}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('monitoring.graph.previousDay')}>
              <ActionIcon variant="light" aria-label={t('monitoring.graph.previousDay')} onClick={() => setDay(shiftDay(day, -1))}>
                ‹
              </ActionIcon>
            </Tooltip>
            <Text fw={600} data-testid="graph-day" miw={200} ta="center">
              {dayLabel}
            </Text>
            <Tooltip label={t('monitoring.graph.nextDay')}>
              <ActionIcon
                variant="light"
                aria-label={t('monitoring.graph.nextDay')}
                disabled={day >= today}
                onClick={() => setDay(shiftDay(day, 1))}
              >
                ›
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {body}
        {series && series.data[0].length > 0 ? (
          <Text size="xs" c="dimmed">
            {t('monitoring.graph.legend', { zone: format.zone(safeZone) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
