import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { ApplianceDetailsQuery } from '../../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../../lib/apollo/route-query';
import { APPLIANCE_ALERTS_PAGE_SIZE, APPLIANCE_DETAIL_POLL_MS } from '../../../lib/constants';
import { EmptyState } from '../../../ui/empty-state';
import { viewerSeesMonitoring } from '../../locations';
import { PreloadLink } from '../../../ui/preload-link';
import { useProtectedUrl } from '../../../ui/use-protected-url';
import { FoodVerdictBadge } from '../food-verdict-badge';
import { NO_VERDICT, type FoodVerdictFacts } from '../food-verdict-wording';
import { useEstateAccess } from '../use-estate-access';
import { useTemperatureFormat } from '../use-temperature-format';
import { ApplianceSensorsPanel } from './appliance-sensors-panel';
import { equipmentEditPath, temperaturesPath } from '../equipment-paths';
import { ApplianceDetailsDocument } from '../equipment.operations';
import { ApplianceAlertsDocument, ApplianceAlertsPanel, FoodSafenessPanel, isOpenAlert, OpenAlertBadge } from '../alerts';
import { SensorGraphPanel } from '../graph';
import { ApplianceHealthPanel } from '../health';
import { ExportDataButton } from './export-data-modal';
import { EquipmentRecords } from '../../haccp-records';
import { EquipmentDetailsLayout } from './equipment-details-layout';
import { formatLocationDate } from '../../../lib/time/location-time';
import { TemperatureChangesDocument } from '../../../lib/live/live.operations';
import { useFallbackPoll, useLiveRefetch } from '../../../lib/live/use-live-refetch';
import { refetchByKind } from '../../../lib/live/refetch-by-kind';

const APPLIANCE_QUERIES = ['ApplianceDetails', 'ApplianceAlerts', 'SensorGraph', 'ApplianceSensors', 'ApplianceHealth'];
/** The panels each kind of event can change (RECORDS, an offset or a check: all of them). */
const APPLIANCE_REFETCH = refetchByKind(
  {
    READINGS: ['ApplianceDetails', 'SensorGraph', 'ApplianceSensors', 'ApplianceHealth'],
    ALERT: ['ApplianceDetails', 'ApplianceAlerts', 'SensorGraph'],
    FOOD: ['ApplianceDetails', 'ApplianceAlerts'],
  },
  APPLIANCE_QUERIES,
);

/**
 * Spec §2: the page loads the details and the first page of 10 alerts together (the alerts go into the
 * cache for the alerts panel; the graph needs the appliance's sensor and timezone, so it follows).
 */
export async function equipmentDetailsLoader({ params }: LoaderFunctionArgs) {
  // Monitoring data: Basic Users get no query (the API would refuse it and the page would fail).
  if (!(await viewerSeesMonitoring())) return null;
  const id = params.applianceId ?? '';
  void preloadRouteQuery(ApplianceAlertsDocument, { id, first: APPLIANCE_ALERTS_PAGE_SIZE, page: 1 });
  return preloadRouteQuery(ApplianceDetailsDocument, { id });
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

/**
 * /temperatures/{locationId}/{areaId}/{applianceId} 'Equipment details': the appliance (refreshed every
 * 5 minutes), food safeness, the day's sensor graph (every 5 minutes), its health, its alerts (10 a page)
 * and its sensors (every 2 minutes).
 */
export function EquipmentDetailsScreen() {
  const { t } = useTranslation();
  const access = useEstateAccess();
  const queryRef = useLoaderData() as unknown;
  if (!access.canView || !queryRef) return <EmptyState title={t('titles.equipmentDetails')}>{t('equipment.notAllowed')}</EmptyState>;
  return <EquipmentDetails />;
}

function EquipmentDetails() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const preloaded = useRouteQuery<ApplianceDetailsQuery>();
  // The watched appliance live: its readings, alerts and food verdict refetch the panels they change.
  useLiveRefetch({
    subscription: TemperatureChangesDocument,
    variables: { applianceId: params.applianceId ?? '' },
    include: APPLIANCE_QUERIES,
    apply: APPLIANCE_REFETCH,
  });
  const { data } = useQuery(ApplianceDetailsDocument, {
    variables: { id: params.applianceId ?? '' },
    pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS),
    fetchPolicy: 'cache-first',
  });
  const appliance = (data ?? preloaded).appliance;
  const access = useEstateAccess();
  const format = useTemperatureFormat();
  const photo = useProtectedUrl(appliance?.photo?.medium);

  if (!appliance) return <EmptyState title={t('titles.equipmentDetails')}>{t('equipment.notFound')}</EmptyState>;
  const timeZone = appliance.location?.timezone ?? 'UTC';

  return (
    <EquipmentDetailsLayout
      header={
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm">
              <Anchor component={PreloadLink} to={temperaturesPath(appliance.locationId)}>
                {t('titles.temperatures')}
              </Anchor>
              {' / '}
              {appliance.area?.name ?? t('equipment.noArea')}
            </Text>
            <Title order={1} size="h2">
              {appliance.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{t(`equipment.types.${appliance.type}`)}</Badge>
              <HeaderFoodBadge appliance={appliance} />
              {appliance.currentAlert && isOpenAlert(appliance.currentAlert) ? <OpenAlertBadge alert={appliance.currentAlert} /> : null}
            </Group>
          </Stack>
          <Group gap="sm">
            <ExportDataButton locationId={appliance.locationId} applianceId={appliance.id} timeZone={timeZone} />
            {access.canManage ? (
              <Button component={PreloadLink} to={equipmentEditPath(appliance.locationId, appliance.areaId, appliance.id)} variant="light">
                {t('equipment.edit')}
              </Button>
            ) : null}
          </Group>
        </Group>
      }
      facts={
        <Paper withBorder radius="md" p="lg">
          <Group align="flex-start" gap="xl" wrap="wrap">
            {photo.objectUrl ? <Image src={photo.objectUrl} alt={appliance.name} w={200} h={150} fit="cover" radius="md" /> : null}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1 }}>
              <Field label={t('equipment.details.safeZone')} value={format.zone(appliance.safeZone)} />
              <Field label={t('equipment.details.alertDelay')} value={t('equipment.details.minutes', { count: appliance.alertDelayMin })} />
              <Field label={t('equipment.details.area')} value={appliance.area?.name ?? t('equipment.noArea')} />
              <Field label={t('equipment.form.contents')} value={appliance.contents} />
              <Field label={t('equipment.form.equipmentId')} value={appliance.equipmentId} />
              <Field label={t('equipment.form.serialNumber')} value={appliance.serialNumber} />
              <Field label={t('equipment.form.vendor')} value={appliance.vendor} />
              <Field label={t('equipment.form.maintenance')} value={appliance.maintenance} />
              <Field label={t('equipment.details.added')} value={formatLocationDate(appliance.createdAt, timeZone, i18n.language)} />
            </SimpleGrid>
          </Group>
          {appliance.description ? (
            <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {appliance.description}
            </Text>
          ) : null}
        </Paper>
      }
      food={
        <FoodSafenessPanel
          applianceId={appliance.id}
          holdsTcsFood={appliance.holdsTcsFood}
          verdict={appliance.foodVerdict}
          timeZone={timeZone}
        />
      }
      graph={<SensorGraphPanel sensorId={appliance.primarySensor?.id ?? null} timeZone={timeZone} safeZone={appliance.safeZone} />}
      health={
        <ApplianceHealthPanel
          applianceId={appliance.id}
          locationId={appliance.locationId}
          timeZone={timeZone}
          safeZone={appliance.safeZone}
        />
      }
      alerts={<ApplianceAlertsPanel applianceId={appliance.id} timeZone={timeZone} />}
      records={<EquipmentRecords applianceId={appliance.id} locationId={appliance.locationId} timeZone={timeZone} />}
      sensors={
        <ApplianceSensorsPanel
          applianceId={appliance.id}
          locationId={appliance.locationId}
          canManage={access.canManage}
          timeZone={timeZone}
        />
      }
    />
  );
}

/** The header's food word: the one verdict, the same word as the card below, the lists and the dashboard. */
function HeaderFoodBadge({ appliance }: { appliance: { foodVerdict: FoodVerdictFacts | null } }) {
  return <FoodVerdictBadge facts={appliance.foodVerdict ?? NO_VERDICT} />;
}
