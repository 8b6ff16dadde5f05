import { useMutation, useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import type { LocationInput } from '@ks/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { LocationFormQuery } from '../../gql/graphql';
import { preloadRouteQuery } from '../../lib/apollo/route-query';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { AuditTrailList } from '../haccp-records';
import { useConfirmDeleteLocation } from './delete-location-dialog';
import { LocationForm } from './location-form';
import { formFromLocation } from './location-form-values';
import { LocationFormDocument, UpdateLocationDocument } from './locations.operations';

/** Starts loading the location as the navigation starts, from the server (its form copies it once). */
export function locationEditLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(LocationFormDocument, { id: params.id ?? '' }, 'fromServer');
}

/** /locations/{id}/edit 'Edit location': Managers, Full Admins and the location's Location Managers. */
export function LocationEditScreen() {
  const { t } = useTranslation();
  const queryRef = useLoaderData() as PreloadedQueryRef<LocationFormQuery> | null;
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('titles.locationEdit')}
      </Title>
      {queryRef ? <EditLocation queryRef={queryRef} /> : null}
    </Stack>
  );
}

function EditLocation({ queryRef }: { queryRef: PreloadedQueryRef<LocationFormQuery> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useReadQuery(queryRef);
  const location = data.location;
  const initial = useMemo(() => (location ? formFromLocation(location) : null), [location]);
  const [updateLocation, { loading }] = useMutation(UpdateLocationDocument);
  const confirmDelete = useConfirmDeleteLocation(() => void navigate('/locations'));

  if (!location || !initial) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('locations.messages.notFound')}</Text>
      </Paper>
    );
  }
  if (!location.viewerCan.update) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('locations.messages.readOnly')}</Text>
      </Paper>
    );
  }

  const submit = async (input: LocationInput) => {
    try {
      await updateLocation({ variables: { id: location.id, input } });
      showSuccessToast(t('locations.messages.saved'));
      await navigate('/locations');
    } catch (error) {
      console.error(error);
      showErrorToast(t('locations.messages.updateFailed'));
    }
  };

  return (
    <Stack gap="lg">
      <LocationForm
        key={location.id}
        initial={initial}
        mode="edit"
        canChoosePlan={false}
        submitting={loading}
        onSubmit={(input) => void submit(input)}
        onCancel={() => void navigate('/locations')}
      />
      {location.viewerCan.delete ? (
        <Group justify="flex-start">
          <Button variant="subtle" color="secondary" onClick={() => confirmDelete({ id: location.id, name: location.name })}>
            {t('locations.delete')}
          </Button>
        </Group>
      ) : null}
      <AuditTrailList locationId={location.id} timeZone={location.timezone} />
    </Stack>
  );
}
