import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { displayNameOf, MeDocument, type CurrentUser } from '../../lib/session/session.operations';

export function loader() {
  return preloadRouteQuery(MeDocument);
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

/** /profile: the signed-in user's name, e-mail and access level. */
export function Component() {
  const { t } = useTranslation();
  const { me } = useRouteQuery<{ me: CurrentUser }>();
  const locations = (me.locations ?? []).map((location) => location.name).join(', ');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.profile')}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('profile.name')} value={displayNameOf(me)} />
          <Field label={t('profile.email')} value={me.email} />
          <Field label={t('profile.accessLevel')} value={me.accessLevel ? t(`access.${me.accessLevel}`) : t('profile.none')} />
          <Field label={t('profile.company')} value={me.client?.companyName ?? t('profile.none')} />
          <Field label={t('profile.locations')} value={locations || t('profile.none')} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
