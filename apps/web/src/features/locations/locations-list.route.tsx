import { canCreateLocation } from '@ks/domain';
import { useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LocationsListQuery } from '../../gql/graphql';
import { preloadRouteQuery } from '../../lib/apollo/route-query';
import { PreloadLink } from '../../ui/preload-link';
import { DefaultChainLink } from '../reach';
import { useWorkspace } from '../workspace';
import { useConfirmDeleteLocation } from './delete-location-dialog';
import { LocationCard } from './location-card';
import { LocationsListDocument } from './locations.operations';
import { viewerSeesMonitoring } from './viewer-access';

/** Starts the list (with summaries unless the viewer is a Basic User) as the navigation starts. */
export async function locationsLoader() {
  return preloadRouteQuery(LocationsListDocument, { monitoring: await viewerSeesMonitoring() });
}

/** /locations: every location the viewer may see, with its summary, plan and actions. */
export function LocationsScreen() {
  const { t } = useTranslation();
  const queryRef = useLoaderData() as PreloadedQueryRef<LocationsListQuery> | null;
  const { me } = useWorkspace();
  const canCreate = canCreateLocation(me?.accessLevel ?? null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('titles.locations')}
        </Title>
        <Group gap="sm">
          <DefaultChainLink />
          {canCreate ? (
            <Button component={PreloadLink} to="/locations/create">
              {t('locations.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {queryRef ? <LocationsGrid queryRef={queryRef} canCreate={canCreate} /> : null}
    </Stack>
  );
}

function LocationsGrid({ queryRef, canCreate }: { queryRef: PreloadedQueryRef<LocationsListQuery>; canCreate: boolean }) {
  const { t } = useTranslation();
  const { data } = useReadQuery(queryRef);
  const confirmDelete = useConfirmDeleteLocation(() => undefined);
  if (data.locations.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{canCreate ? t('locations.emptyCanCreate') : t('locations.empty')}</Text>
      </Paper>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data.locations.map((location) => (
          <LocationCard key={location.id} location={location} onDelete={confirmDelete} />
        ))}
      </SimpleGrid>
    </>
  );
}
