import { useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { canViewMonitoring } from '@ks/domain';
import { Anchor, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { DashboardSummariesQuery } from '../../gql/graphql';
import { lazyRetrying } from '../../lib/retry-module-load';
import { elementTiming, whenElementShown } from '../../lib/when-element-shown';
import { preloadRouteQuery } from '../../lib/apollo/route-query';
import { displayNameOf } from '../../lib/session/session.operations';
import { revalidateUnlessOnlySearchChanged } from '../../lib/route-revalidation';
import { PreloadLink } from '../../ui/preload-link';
import { viewerSeesMonitoring } from '../locations';
import { useWorkspace } from '../workspace';
import { DashboardSummariesDocument } from './dashboard.operations';
import { TemperatureChangesDocument } from '../../lib/live/live.operations';
import { useLiveRefetch } from '../../lib/live/use-live-refetch';
import { refetchByKind } from '../../lib/live/refetch-by-kind';

const DASHBOARD_QUERIES = ['DashboardSummaries', 'DashboardOpenAlerts', 'DashboardFoodAtRisk', 'DashboardEquipmentAttention'];
/** An alert leaves the food at risk as it was, a food verdict the equipment's health (the open alerts show both). */
const DASHBOARD_REFETCH = refetchByKind(
  {
    ALERT: ['DashboardSummaries', 'DashboardOpenAlerts', 'DashboardEquipmentAttention'],
    FOOD: ['DashboardSummaries', 'DashboardOpenAlerts', 'DashboardFoodAtRisk'],
  },
  DASHBOARD_QUERIES,
);
/** The introduction's Element Timing name: the details load once the browser reports it shown. */
const INTRO_TIMING = 'dashboard-intro';

/** Summaries are monitoring data: Basic Users get no query (the API would refuse it). */
export async function loader() {
  return (await viewerSeesMonitoring()) ? preloadRouteQuery(DashboardSummariesDocument) : null;
}

/** The summaries cover every visible location: the `?location=` the shell sets changes nothing here. */
export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

/** /dashboard: every location the viewer may see with its summary; Basic Users see what they can do. */
export function Component() {
  const { t } = useTranslation();
  const queryRef = useLoaderData() as PreloadedQueryRef<DashboardSummariesQuery> | null;
  const { me } = useWorkspace();
  const monitoring = canViewMonitoring(me?.accessLevel ?? null);
  // Fetched once the introduction is on the screen, beside the summaries' data: not competing with the
  // first paint's downloads and render, and in by the time the data is.
  useEffect(
    () => (monitoring ? whenElementShown(INTRO_TIMING, () => void loadDashboardDetails().catch(() => undefined)) : undefined),
    [monitoring],
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.greeting', { name: displayNameOf(me) })}
      </Title>
      {monitoring && queryRef ? (
        <Suspense fallback={<SummariesPlaceholder />}>
          <LocationSummaries queryRef={queryRef} />
        </Suspense>
      ) : (
        <BasicDashboard />
      )}
    </Stack>
  );
}

/**
 * While the summaries load, and for the first pass once they are in: the greeting above stays, the
 * introduction (text that needs no data, the largest thing on a phone's first screen) shows and a
 * placeholder holds the cards' room. The page's main content is painted before the data and before the
 * lists and cards are rendered (issue 20: LCP on /dashboard).
 */
function SummariesPlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('common.loading')} data-testid="dashboard-summaries-loading">
      <Text c="dimmed" {...elementTiming(INTRO_TIMING)}>
        {t('dashboard.intro')}
      </Text>
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/** The dashboard's details (alerts, food at risk, records to review, the location cards) and their styles. */
const loadDashboardDetails = () => import('./dashboard-details');
const DashboardDetails = lazyRetrying(loadDashboardDetails);

function LocationSummaries({ queryRef }: { queryRef: PreloadedQueryRef<DashboardSummariesQuery> }) {
  const { data } = useReadQuery(queryRef);
  // The first render shows the placeholder and is committed (and painted) on its own; the details follow
  // in a deferred render, once their code is in, so neither holds back the first paint of the page's content.
  const detailsReady = useDeferredValue(true, false);
  // Alerts and food verdicts arrive live; each refetches the panels that show what its kind changes.
  useLiveRefetch({
    subscription: TemperatureChangesDocument,
    variables: { kinds: ['ALERT', 'FOOD'] },
    include: DASHBOARD_QUERIES,
    apply: DASHBOARD_REFETCH,
  });
  if (!detailsReady) return <SummariesPlaceholder />;
  return (
    <Suspense fallback={<SummariesPlaceholder />}>
      <DashboardDetails locationSummaries={data.locationSummaries} />
    </Suspense>
  );
}

const BASIC_ACTIONS = [
  ['quests', '/quests'],
  ['training', '/training'],
  ['fixits', '/fixits'],
  ['diary', '/diary'],
  ['profile', '/profile'],
] as const;

/** Basic Users have no monitoring screens: their locations and the things they can do. */
function BasicDashboard() {
  const { t } = useTranslation();
  const { locations } = useWorkspace();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.yourLocations')}
        </Title>
        {locations.length > 0 ? (
          <List spacing="xs" data-testid="basic-locations">
            {locations.map((location) => (
              <List.Item key={location.id}>{location.name}</List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed">{t('dashboard.noLocations')}</Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.whatYouCanDo')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('dashboard.basicIntro')}
        </Text>
        <List spacing="xs">
          {BASIC_ACTIONS.map(([key, path]) => (
            <List.Item key={key}>
              <Anchor component={PreloadLink} to={path}>
                {t(`dashboard.actions.${key}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
    </SimpleGrid>
  );
}
