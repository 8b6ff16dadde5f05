import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { ProfileForm } from './profile-form';
import { ProfileDocument } from './profile.operations';

export function loader() {
  return preloadRouteQuery(ProfileDocument);
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** /profile 'Profile': names, nickname, contact details and sign-in e-mail; access shown read-only. */
export function Component() {
  const { t } = useTranslation();
  const { me } = useRouteQuery<ProfileQuery>();
  const locations = me.locations.map((location) => location.name).join(', ');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.profile')}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label={t('profile.accessLevel')} value={me.accessLevel ? t(`access.${me.accessLevel}`) : t('profile.none')} />
          <Field label={t('profile.company')} value={me.client?.companyName ?? t('profile.none')} />
          <Field label={t('profile.locations')} value={locations || t('profile.none')} />
        </SimpleGrid>
      </Paper>
      <ProfileForm key={me.id} me={me} />
    </Stack>
  );
}
