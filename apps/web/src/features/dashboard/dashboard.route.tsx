import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { displayNameOf, MeDocument, type CurrentUser } from '../../lib/session/session.operations';
import { useWorkspace } from '../workspace';

export function loader() {
  return preloadRouteQuery(MeDocument);
}

/** /dashboard: greets the user and names the selected location (the dashboard comes later). */
export function Component() {
  const { t } = useTranslation();
  const { me } = useRouteQuery<{ me: CurrentUser }>();
  const { location } = useWorkspace();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.greeting', { name: displayNameOf(me) })}
      </Title>
      {location ? <Text data-testid="selected-location">{t('dashboard.selectedLocation', { location: location.name })}</Text> : null}
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{location ? t('dashboard.empty', { location: location.name }) : t('dashboard.emptyNoLocation')}</Text>
      </Paper>
    </Stack>
  );
}
