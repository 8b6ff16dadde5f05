import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { ApplianceDetailsQuery } from '../../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../../lib/apollo/route-query';
import { APPLIANCE_DETAIL_POLL_MS } from '../../../lib/constants';
import { EmptyState } from '../../../ui/empty-state';
import { PreloadLink } from '../../../ui/preload-link';
import { useAuthorizedImage } from '../picture-files';
import { foodSafenessOf } from '../equipment-list';
import { FoodSafenessBadge } from '../equipment-status-badge';
import { useEstateAccess } from '../use-estate-access';
import { useTemperatureFormat } from '../use-temperature-format';
import { ApplianceSensorsPanel } from './appliance-sensors-panel';
import { equipmentEditPath, temperaturesPath } from '../equipment-paths';
import { ApplianceDetailsDocument } from '../equipment.operations';

export function equipmentDetailsLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(ApplianceDetailsDocument, { id: params.applianceId ?? '' });
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
 * 5 minutes) and its sensors (every 2 minutes).
 */
export function EquipmentDetailsScreen() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const preloaded = useRouteQuery<ApplianceDetailsQuery>();
  const { data } = useQuery(ApplianceDetailsDocument, {
    variables: { id: params.applianceId ?? '' },
    pollInterval: APPLIANCE_DETAIL_POLL_MS,
    fetchPolicy: 'cache-first',
  });
  const appliance = (data ?? preloaded).appliance;
  const access = useEstateAccess();
  const format = useTemperatureFormat();
  const photo = useAuthorizedImage(appliance?.photo?.medium);

  if (!access.canView) return <EmptyState title={t('titles.equipmentDetails')}>{t('equipment.notAllowed')}</EmptyState>;
  if (!appliance) return <EmptyState title={t('titles.equipmentDetails')}>{t('equipment.notFound')}</EmptyState>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="lg">
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
            <FoodSafenessBadge value={foodSafenessOf(appliance)} />
          </Group>
        </Stack>
        {access.canManage ? (
          <Button component={PreloadLink} to={equipmentEditPath(appliance.locationId, appliance.areaId, appliance.id)} variant="light">
            {t('equipment.edit')}
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Group align="flex-start" gap="xl" wrap="wrap">
          {photo.src ? <Image src={photo.src} alt={appliance.name} w={200} h={150} fit="cover" radius="md" /> : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1 }}>
            <Field label={t('equipment.details.safeZone')} value={format.zone(appliance.safeZone)} />
            <Field label={t('equipment.details.alertDelay')} value={t('equipment.details.minutes', { count: appliance.alertDelayMin })} />
            <Field label={t('equipment.details.area')} value={appliance.area?.name ?? t('equipment.noArea')} />
            <Field label={t('equipment.form.contents')} value={appliance.contents} />
            <Field label={t('equipment.form.equipmentId')} value={appliance.equipmentId} />
            <Field label={t('equipment.form.serialNumber')} value={appliance.serialNumber} />
            <Field label={t('equipment.form.vendor')} value={appliance.vendor} />
            <Field label={t('equipment.form.maintenance')} value={appliance.maintenance} />
            <Field label={t('equipment.details.added')} value={date.format(new Date(appliance.createdAt))} />
          </SimpleGrid>
        </Group>
        {appliance.description ? (
          <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {appliance.description}
          </Text>
        ) : null}
      </Paper>
      <ApplianceSensorsPanel applianceId={appliance.id} locationId={appliance.locationId} canManage={access.canManage} />
    </Stack>
  );
}
