import { useMutation } from '@apollo/client/react';
import { useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { ApplianceDetailsQuery, EquipmentFormOptionsQuery } from '../../../gql/graphql';
import { preloadRouteQuery } from '../../../lib/apollo/route-query';
import { confirmAction } from '../../../ui/confirm-action';
import { EmptyState } from '../../../ui/empty-state';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { useWhiteBackground } from '../../../ui/use-white-background';
import { errorCodeOf } from '../../../lib/apollo/classify-error';
import { useEstateAccess } from '../use-estate-access';
import { equipmentFailure } from './equipment-errors';
import { EquipmentForm } from './equipment-form';
import { equipmentPath, temperaturesPath } from '../equipment-paths';
import {
  ApplianceDetailsDocument,
  DeleteApplianceDocument,
  EquipmentFormOptionsDocument,
  UpdateApplianceDocument,
} from '../equipment.operations';

type EditRefs = {
  appliance: PreloadedQueryRef<ApplianceDetailsQuery> | null;
  options: PreloadedQueryRef<EquipmentFormOptionsQuery> | null;
};

export async function equipmentEditLoader({ params }: LoaderFunctionArgs): Promise<EditRefs> {
  const [appliance, options] = await Promise.all([
    preloadRouteQuery(ApplianceDetailsDocument, { id: params.applianceId ?? '' }, 'fromServer'),
    preloadRouteQuery(EquipmentFormOptionsDocument, { locationId: params.locationId ?? '' }),
  ]);
  return { appliance, options };
}

function useEditData() {
  const refs = useLoaderData() as EditRefs;
  if (!refs.appliance || !refs.options) throw new Error('The route loader did not start its queries');
  return { appliance: useReadQuery(refs.appliance).data.appliance, options: useReadQuery(refs.options).data };
}

/** /temperatures/{locationId}/{areaId}/{applianceId}/edit 'Edit equipment' (white background). */
export function EquipmentEditScreen() {
  const { t } = useTranslation();
  useWhiteBackground();
  const navigate = useNavigate();
  const { appliance, options } = useEditData();
  const access = useEstateAccess();
  const [updateAppliance] = useMutation(UpdateApplianceDocument, {});
  const [deleteAppliance] = useMutation(DeleteApplianceDocument);

  if (!appliance) return <EmptyState title={t('titles.equipmentEdit')}>{t('equipment.notFound')}</EmptyState>;
  if (!access.canManage) return <EmptyState title={t('titles.equipmentEdit')}>{t('equipment.notAllowedToEdit')}</EmptyState>;
  const detailsPath = equipmentPath(appliance.locationId, appliance.areaId, appliance.id);

  const remove = async () => {
    try {
      await deleteAppliance({
        variables: { id: appliance.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Appliance', id: appliance.id }) });
          cache.gc();
        },
      });
      showSuccessToast(t('equipment.deleted'));
      await navigate(temperaturesPath(appliance.locationId));
    } catch (error) {
      const hasSensor = errorCodeOf(error) === 'APPLIANCE_HAS_SENSOR';
      showErrorToast(hasSensor ? t('equipment.errors.hasSensor') : t('equipment.errors.deleteFailed'));
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('titles.equipmentEdit')}
        </Title>
        <Text c="dimmed">{[appliance.name, options.location?.name].filter(Boolean).join(' · ')}</Text>
      </div>
      <EquipmentForm
        appliance={{ ...appliance, photoUrl: appliance.photo?.medium ?? null }}
        areaOptions={options.areaOptions}
        submitLabel={t('equipment.form.save')}
        onCancel={() => void navigate(detailsPath)}
        extraActions={
          <Button
            variant="subtle"
            color="secondary"
            onClick={() =>
              confirmAction({
                title: t('equipment.deleteConfirmTitle', { name: appliance.name }),
                message: t('equipment.deleteConfirm'),
                confirmLabel: t('equipment.confirmDelete'),
                cancelLabel: t('equipment.form.cancel'),
                onConfirm: remove,
              })
            }
          >
            {t('equipment.delete')}
          </Button>
        }
        onSubmit={async (input) => {
          try {
            const result = await updateAppliance({ variables: { input: { ...input, id: appliance.id } } });
            const updated = result.data?.updateAppliance;
            if (!updated) return { message: t('equipment.errors.updateFailed') };
            showSuccessToast(t('equipment.updated'));
            await navigate(equipmentPath(appliance.locationId, updated.areaId, appliance.id));
            return null;
          } catch (error) {
            return equipmentFailure(error, t, 'update');
          }
        }}
      />
    </Stack>
  );
}
