import { useMutation } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { EquipmentFormOptionsQuery } from '../../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../../lib/apollo/route-query';
import { EmptyState } from '../../../ui/empty-state';
import { showSuccessToast } from '../../../ui/toast';
import { useWhiteBackground } from '../../../ui/use-white-background';
import { useEstateAccess } from '../use-estate-access';
import { equipmentFailure } from './equipment-errors';
import { EquipmentForm } from './equipment-form';
import { equipmentPath, temperaturesPath } from '../equipment-paths';
import { CreateApplianceDocument, EquipmentFormOptionsDocument } from '../equipment.operations';

export function equipmentCreateLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(EquipmentFormOptionsDocument, { locationId: params.locationId ?? '' });
}

/** /temperatures/{locationId}/create 'Add new equipment' (white background). */
export function EquipmentCreateScreen() {
  const { t } = useTranslation();
  useWhiteBackground();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { location, areaOptions } = useRouteQuery<EquipmentFormOptionsQuery>();
  const access = useEstateAccess();
  const [createAppliance] = useMutation(CreateApplianceDocument, {});

  if (!location) return <EmptyState title={t('titles.equipmentCreate')}>{t('equipment.locationNotFound')}</EmptyState>;
  if (!access.canManage) return <EmptyState title={t('titles.equipmentCreate')}>{t('equipment.notAllowedToEdit')}</EmptyState>;
  const requestedArea = searchParams.get('area');
  const initialAreaId = areaOptions.some((area) => area.id === requestedArea) ? requestedArea : null;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('titles.equipmentCreate')}
        </Title>
        <Text c="dimmed">{location.name}</Text>
      </div>
      <EquipmentForm
        appliance={null}
        jurisdictionProfile={location.jurisdictionProfile}
        areaOptions={areaOptions}
        initialAreaId={initialAreaId}
        submitLabel={t('equipment.form.create')}
        onCancel={() => void navigate(temperaturesPath(location.id))}
        onSubmit={async (input) => {
          try {
            const result = await createAppliance({ variables: { input: { ...input, locationId: location.id } } });
            const created = result.data?.createAppliance;
            if (!created) return { message: t('equipment.errors.createFailed') };
            showSuccessToast(t('equipment.created'));
            await navigate(equipmentPath(location.id, created.areaId, created.id));
            return null;
          } catch (error) {
            return equipmentFailure(error, t, 'create');
          }
        }}
      />
    </Stack>
  );
}
