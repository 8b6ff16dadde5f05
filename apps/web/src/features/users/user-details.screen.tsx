import { canAdministerUsers } from '@ks/domain';
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { UserDetailsQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { EmptyState } from '../../ui/empty-state';
import { PreloadLink } from '../../ui/preload-link';
import { SecureImage } from '../../ui/secure-image';
import { UserCertifications } from '../training';
import { useWorkspace } from '../workspace';
import { useConfirmDeactivateUser } from './deactivate-user-dialog';
import { UserStatusBadge } from './user-status-badge';
import { UsersNoAccess } from './users-no-access';
import { UserDetailsDocument, type UserDetails } from './users.operations';

/** Starts the user's details as soon as the navigation starts. */
export function userDetailsLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(UserDetailsDocument, { id: params.userId ?? '' });
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ wordBreak: 'break-word' }}>{value || '—'}</Text>
    </Stack>
  );
}

function RecentActivity({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('users.details.recentActivity')}
      </Title>
      {user.recentActivity.length === 0 ? (
        <Text c="dimmed">{t('users.details.noActivity')}</Text>
      ) : (
        <List spacing={6} size="sm" listStyleType="none">
          {user.recentActivity.map((event, index) => (
            <List.Item key={`${event.at}-${index}`}>
              <Text span c="dimmed" size="sm" mr="xs">
                {when.format(new Date(event.at))}
              </Text>
              {event.name === 'login'
                ? t('users.details.signedIn')
                : t('users.details.opened', { page: (event.page ?? event.path ?? '').replace(/ \(web\)$/, '') })}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function UserDetailsContent() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useRouteQuery<UserDetailsQuery>();
  const confirmDeactivate = useConfirmDeactivateUser(() => void navigate('/users'));
  if (!user) return <EmptyState title={t('titles.userDetails')}>{t('users.errors.notFound')}</EmptyState>;
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(user.createdDate));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {user.photo ? (
            <SecureImage
              src={user.photo.medium}
              alt={user.displayName}
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: '50%', flexShrink: 0 }}
            />
          ) : null}
          <Stack gap={4}>
            <Title order={1} size="h2">
              {user.displayName}
            </Title>
            <Group gap="xs">
              {user.accessLevel ? <Badge variant="light">{t(`access.${user.accessLevel}`)}</Badge> : null}
              <UserStatusBadge isActive={user.isActive} invitationPending={user.invitationPending} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('users.details.memberSince', { date: since })}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {user.viewerCan.edit ? (
            <Button component={PreloadLink} to={`/users/${user.id}/edit`} variant="light">
              {t('users.actions.edit')}
            </Button>
          ) : null}
          {user.viewerCan.delete ? (
            <Button color="secondary" variant="light" onClick={() => confirmDeactivate(user)}>
              {t('users.actions.deactivate')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {!user.isActive ? (
        <Alert color="gray" variant="light">
          {t('users.details.deactivatedNotice')}
        </Alert>
      ) : user.invitationPending ? (
        <Alert color="tertiary" variant="light">
          {t('users.details.invitedNotice')}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Field label={t('users.fields.email')} value={user.email} />
          <Field label={t('users.details.phone')} value={user.phone} />
          <Field label={t('users.details.workRole')} value={user.workRole} />
          <Field label={t('users.details.accessLevel')} value={user.accessLevel ? t(`access.${user.accessLevel}`) : null} />
          <Field label={t('users.details.nickname')} value={user.nickname} />
          <Field label={t('users.details.personalEmail')} value={user.personalEmail} />
          <Field label={t('users.details.personalPhone')} value={user.personalPhoneNumber} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('users.details.locations')}
        </Title>
        {user.locations.length === 0 ? (
          <Text c="dimmed">{t('users.details.noLocations')}</Text>
        ) : (
          <Group gap="xs">
            {user.locations.map((location) => (
              <Badge key={location.id} variant="outline" color="gray" tt="none" size="lg">
                {location.name}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>
      <UserCertifications userId={user.id} />
      <RecentActivity user={user} />
      <Button component={PreloadLink} to="/users" variant="subtle" w="fit-content">
        {t('users.actions.back')}
      </Button>
    </Stack>
  );
}

/** /users/{userId} 'User details': locations, access level, work role, contact and recent activity. */
export function UserDetailsScreen() {
  const { me } = useWorkspace();
  if (me && !canAdministerUsers(me.accessLevel)) return <UsersNoAccess />;
  return <UserDetailsContent />;
}
