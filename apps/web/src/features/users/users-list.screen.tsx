import { canAdministerUsers } from '@ks/domain';
import { Button, Group, Paper, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { UsersQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { PageSkeleton } from '../../ui/page-skeleton';
import { PreloadLink } from '../../ui/preload-link';
import { useWorkspace } from '../workspace';
import { UsersDocument } from './users.operations';
import { UsersTable } from './users-table';
import { ALL_LOCATIONS, usersQueryVariables, useUsersFilter } from './use-users-filter';
import { UsersNoAccess } from './users-no-access';

/** Starts the users query of the URL's filter as soon as the navigation starts. */
export function usersLoader({ request }: LoaderFunctionArgs) {
  return preloadRouteQuery(UsersDocument, usersQueryVariables(new URL(request.url).searchParams));
}

function UsersList() {
  const { t } = useTranslation();
  const { users } = useRouteQuery<UsersQuery>();
  const { location } = useUsersFilter();
  if (users.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{location ? t('users.empty', { location: location.name }) : t('users.emptyAll')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <UsersTable users={users} />
    </Paper>
  );
}

/** /users 'Users': members of the company, filtered by location ('all' kept as `all=1`). */
export function UsersScreen() {
  const { t } = useTranslation();
  const { me, locations } = useWorkspace();
  const filter = useUsersFilter();
  if (!me) return <PageSkeleton />;
  if (!canAdministerUsers(me.accessLevel)) return <UsersNoAccess />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('titles.users')}
        </Title>
        <Button component={PreloadLink} to="/users/create">
          {t('users.add')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('users.location')}
          data={[{ value: ALL_LOCATIONS, label: t('users.allLocations') }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
          value={filter.value}
          onChange={(value) => value && filter.choose(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Switch
          label={t('users.showDeactivated')}
          checked={filter.includeInactive}
          onChange={(event) => filter.setIncludeInactive(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {/* Changing the filter reloads only the list; the heading and filter stay put. */}
      <Suspense fallback={<Skeleton height={240} radius="md" />}>
        <UsersList />
      </Suspense>
    </Stack>
  );
}
