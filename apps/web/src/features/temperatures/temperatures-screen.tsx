import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { preloadRouteQuery } from '../../lib/apollo/route-query';
import { SENSORS_POLL_MS } from '../../lib/constants';
import { readStored, STORAGE_KEYS } from '../../lib/storage/storage';
import { EmptyState } from '../../ui/empty-state';
import { PageError } from '../../ui/page-error';
import { PageSkeleton } from '../../ui/page-skeleton';
import { PreloadLink } from '../../ui/preload-link';
import { useUrlState } from '../../ui/use-url-state';
import { LOCATION_URL_KEY, useWorkspace } from '../workspace';
import { FloorplansView } from './areas/floorplans-view';
import { equipmentCreatePath } from './equipment-paths';
import { LocationEquipmentDocument } from './equipment.operations';
import { useEstateAccess } from './use-estate-access';
import { EquipmentListView } from './list/equipment-list-view';
import { TemperatureChangesDocument } from '../../lib/live/live.operations';
import { useFallbackPoll, useLiveRefetch } from '../../lib/live/use-live-refetch';
import { refetchByKind } from '../../lib/live/refetch-by-kind';

const LOCATION_QUERIES = ['LocationEquipment', 'LocationOpenAlerts'];
/** Readings, food and records change the equipment list; only an alert event the open alerts. */
const LOCATION_REFETCH = refetchByKind(
  { READINGS: ['LocationEquipment'], FOOD: ['LocationEquipment'], RECORDS: ['LocationEquipment'] },
  LOCATION_QUERIES,
);

/** Starts the selected location's equipment as the navigation starts (the page reads it from the cache). */
export async function temperaturesLoader({ request }: LoaderFunctionArgs) {
  const locationId = new URL(request.url).searchParams.get(LOCATION_URL_KEY) ?? readStored(STORAGE_KEYS.selectedLocation);
  if (locationId) await preloadRouteQuery(LocationEquipmentDocument, { locationId });
  return null;
}

type View = 'list' | 'floorplans';

/** /temperatures: the selected location's equipment grouped by area, and its areas with floorplans. */
export function TemperaturesScreen() {
  const { t } = useTranslation();
  const { location } = useWorkspace();
  const access = useEstateAccess();
  const [viewValue, setView] = useUrlState<View>('view', 'list');
  const view: View = viewValue === 'floorplans' ? 'floorplans' : 'list';

  if (!location) return <EmptyState title={t('titles.temperatures')}>{t('empty.temperaturesNoLocation')}</EmptyState>;
  if (!access.canView) return <EmptyState title={t('titles.temperatures')}>{t('equipment.notAllowed')}</EmptyState>;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('titles.temperatures')}
        </Title>
        {access.canManage ? (
          <Button component={PreloadLink} to={equipmentCreatePath(location.id)}>
            {t('equipment.add')}
          </Button>
        ) : null}
      </Group>
      {/* Each tab controls its own panel (aria-controls must name an element); only the open one is mounted (keepMounted). */}
      <Tabs value={view} onChange={(value) => setView(value === 'floorplans' ? 'floorplans' : 'list')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list">{t('equipment.tabs.list')}</Tabs.Tab>
          <Tabs.Tab value="floorplans">{t('equipment.tabs.floorplans')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="lg">
          <LocationEquipment locationId={location.id} view="list" canManage={access.canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="floorplans" pt="lg">
          <LocationEquipment locationId={location.id} view="floorplans" canManage={access.canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function LocationEquipment({ locationId, view, canManage }: { locationId: string; view: View; canManage: boolean }) {
  // Live temperatures: readings and alerts of the location arrive over its subscription; polled like the
  // appliance sensors (spec §7, every 2 minutes) while the stream is down.
  useLiveRefetch({
    subscription: TemperatureChangesDocument,
    variables: { locationId },
    include: LOCATION_QUERIES,
    apply: LOCATION_REFETCH,
  });
  const { data, error, refetch } = useQuery(LocationEquipmentDocument, {
    variables: { locationId },
    pollInterval: useFallbackPoll(SENSORS_POLL_MS),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  if (!data) return error ? <PageError /> : <PageSkeleton />;
  if (view === 'floorplans') {
    return <FloorplansView locationId={locationId} data={data} canManage={canManage} onChanged={() => refetch()} />;
  }
  return <EquipmentListView locationId={locationId} data={data} />;
}
