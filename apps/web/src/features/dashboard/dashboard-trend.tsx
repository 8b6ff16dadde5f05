import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SparkBars, SparkLine } from './dashboard-sparkline';
import { trendFacts, type TrendDay } from './dashboard-trend-facts';

/** The location's last local days: score per day (line) and alerts per day (bars), each with its words. */
export function DashboardTrend({ trend }: { trend: ReadonlyArray<TrendDay> }) {
  const { t } = useTranslation();
  const facts = trendFacts(trend);
  const scoreTitle = t('dashboard.trend.score', { days: trend.length });
  const alertsTitle = t('dashboard.trend.alerts', { days: trend.length });
  const scoreText =
    facts.lowestScore === null
      ? t('dashboard.trend.noScores')
      : t('dashboard.trend.lowestScore', { score: facts.lowestScore, count: facts.scoredDays });
  const alertsText = t('dashboard.trend.alertsTotal', { count: facts.alertsTotal });
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="dashboard-trend">
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {scoreTitle}
        </Text>
        <SparkLine
          values={trend.map((day) => day.score)}
          max={100}
          color="var(--mantine-color-primary-8)"
          label={`${scoreTitle}: ${scoreText}`}
          testId="dashboard-score-trend"
        />
        <Text size="xs">{scoreText}</Text>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {alertsTitle}
        </Text>
        <SparkBars
          values={trend.map((day) => day.alertsCount)}
          color="var(--mantine-color-secondary-7)"
          label={`${alertsTitle}: ${alertsText}`}
          testId="dashboard-alerts-trend"
        />
        <Text size="xs">{alertsText}</Text>
      </Stack>
    </SimpleGrid>
  );
}
