import { SERVICE_TYPES } from '@ks/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { SecureImage } from '../../ui/secure-image';
import { ScoreBadge } from '../checklists';
import { LocationRecordLinks } from '../inspection-report';
import { OnCallLink } from '../reach';
import type { LocationsListQuery } from '../../gql/graphql';

export type LocationListItem = LocationsListQuery['locations'][number];

export type LocationCardProps = {
  location: LocationListItem;
  onDelete: (location: LocationListItem) => void;
};

/** One location in the list: logo, where it is, its plan and summary, and what the viewer may do. */
export function LocationCard({ location, onDelete }: LocationCardProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  let country = location.country ?? '';
  try {
    if (country) country = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown code stays as it is.
  }
  const place = [location.city, country].filter(Boolean).join(', ');
  const serviceType = SERVICE_TYPES.find((type) => type === location.serviceType);
  return (
    // An article named by its visible heading: an aria-label on a plain div is ignored by screen readers.
    <Card component="article" withBorder radius="md" padding="md" data-testid="location-card" aria-labelledby={nameId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {location.logo ? (
            <SecureImage
              src={location.logo.small}
              alt={t('locations.logoOf', { name: location.name })}
              width={48}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }}
            />
          ) : null}
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text id={nameId} fw={600} size="lg" truncate>
              {location.name}
            </Text>
            {place ? (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            ) : null}
          </Stack>
          {/* The 30-day score is monitoring data: absent (undefined) for Basic Users. */}
          {location.score !== undefined ? <ScoreBadge score={location.score} size="md" /> : null}
        </Group>
        <Group gap="xs">
          <Badge variant="light">{t(`locations.planLabels.${location.plan}`)}</Badge>
          {serviceType ? (
            <Badge variant="outline" color="gray">
              {t(`locations.serviceTypes.${serviceType}`)}
            </Badge>
          ) : null}
        </Group>
        {location.summary ? (
          <Group gap="md">
            <Text size="sm">{t('locations.usersCount', { count: location.summary.usersCount })}</Text>
            <Text size="sm">{t('locations.sensorsCount', { count: location.summary.sensorsCount })}</Text>
          </Group>
        ) : null}
        <Group gap="xs">
          <LocationRecordLinks locationId={location.id} />
          <OnCallLink locationId={location.id} />
        </Group>
        {location.viewerCan.update || location.viewerCan.delete ? (
          <Group gap="xs" mt="auto">
            {location.viewerCan.update ? (
              <Button component={PreloadLink} to={`/locations/${location.id}/edit`} variant="light" size="xs">
                {t('locations.edit')}
              </Button>
            ) : null}
            {location.viewerCan.delete ? (
              <Button variant="subtle" color="secondary" size="xs" onClick={() => onDelete(location)}>
                {t('locations.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
