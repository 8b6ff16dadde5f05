import { useMutation } from '@apollo/client/react';
import { canCreateLocation, type LocationInput, type Plan } from '@ks/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { LocationForm } from './location-form';
import { emptyLocationForm } from './location-form-values';
import { CreateLocationDocument } from './locations.operations';

/** /locations/create 'Add new location' (Managers and Full Admins). */
export function LocationCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, selectLocation } = useWorkspace();
  const [initial] = useState(() => emptyLocationForm());
  const [createLocation, { loading }] = useMutation(CreateLocationDocument);
  const allowed = canCreateLocation(me?.accessLevel ?? null);

  const submit = async (input: LocationInput, plan: Plan) => {
    try {
      const result = await createLocation({
        variables: { input, plan },
        update(cache) {
          // Every list of locations (the selector, the list, summaries) must show the new one.
          cache.evict({ fieldName: 'locations' });
          cache.evict({ fieldName: 'locationSummaries' });
          cache.evict({ fieldName: 'locationOptions' });
          cache.gc();
        },
      });
      showSuccessToast(t('locations.messages.created'));
      const id = result.data?.createLocation.id;
      if (id) selectLocation(id);
      await navigate('/locations');
    } catch (error) {
      console.error(error);
      showErrorToast(t('locations.messages.createFailed'));
    }
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('titles.locationCreate')}
      </Title>
      {allowed ? (
        <LocationForm
          initial={initial}
          mode="create"
          canChoosePlan
          submitting={loading}
          onSubmit={(input, plan) => void submit(input, plan)}
          onCancel={() => void navigate('/locations')}
        />
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{t('locations.messages.createNotAllowed')}</Text>
        </Paper>
      )}
    </Stack>
  );
}
