import { ASSIGNABLE_ACCESS_LEVELS, assignableLevelsFor, canAdministerUsers, type AssignableAccessLevel } from '@ks/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { UserDetailsQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { EmptyState } from '../../ui/empty-state';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { serverFieldError } from '../../lib/errors/server-field-error';
import { useUserMutations } from './use-user-mutations';
import { UserForm, type UserFormValues } from './user-form';
import { UsersNoAccess } from './users-no-access';
import { UserDetailsDocument, type UserDetails } from './users.operations';

/** Starts the user's details as soon as the navigation starts, from the server (its form copies them once). */
export function userEditLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(UserDetailsDocument, { id: params.userId ?? '' }, 'fromServer');
}

const isAssignable = (level: string | null): level is AssignableAccessLevel =>
  level !== null && (ASSIGNABLE_ACCESS_LEVELS as readonly string[]).includes(level);

function EditForm({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, locations } = useWorkspace();
  const { updateUser } = useUserMutations();
  const current = isAssignable(user.accessLevel) ? user.accessLevel : 'STANDARD_USER';
  const levels = user.viewerCan.changeAccessLevel ? assignableLevelsFor(me?.accessLevel ?? null) : [current];
  const initial: UserFormValues = {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone ?? '',
    workRole: user.workRole ?? '',
    accessLevel: current,
    locationIds: user.locations.map((l) => l.id),
  };

  const save = async (values: UserFormValues) => {
    try {
      await updateUser({
        variables: {
          id: user.id,
          input: {
            // A person shared with another company keeps their own details: they are not sent at all.
            ...(user.viewerCan.changeDetails
              ? { firstname: values.firstname, lastname: values.lastname, phone: values.phone, workRole: values.workRole }
              : {}),
            locationIds: values.locationIds,
            ...(user.viewerCan.changeEmail && values.email.trim().toLowerCase() !== user.email ? { email: values.email } : {}),
            ...(user.viewerCan.changeAccessLevel && values.accessLevel !== current ? { accessLevel: values.accessLevel } : {}),
          },
        },
      });
      showSuccessToast(t('users.toasts.updated'));
      await navigate(`/users/${user.id}`);
    } catch (error) {
      if (serverFieldError(error)?.field) throw error;
      console.error('updateUser failed', error);
      showErrorToast(errorCodeOf(error) === 'FORBIDDEN' ? t('users.errors.forbidden') : t('users.errors.updateFailed'));
    }
  };

  return (
    <UserForm
      initial={initial}
      locations={locations}
      levels={levels}
      emailLocked={!user.viewerCan.changeEmail}
      detailsLocked={!user.viewerCan.changeDetails}
      levelLocked={!user.viewerCan.changeAccessLevel}
      submitLabel={t('users.actions.save')}
      onSubmit={save}
      onCancel={() => void navigate(`/users/${user.id}`)}
    />
  );
}

function UserEditContent() {
  const { t } = useTranslation();
  const { user } = useRouteQuery<UserDetailsQuery>();
  if (!user || !user.viewerCan.edit) {
    return <EmptyState title={t('titles.userEdit')}>{user ? t('users.errors.forbidden') : t('users.errors.notFound')}</EmptyState>;
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.userEdit')}
      </Title>
      <EditForm user={user} />
    </Stack>
  );
}

/** /users/{userId}/edit 'Edit user': only what the viewer may change is editable. */
export function UserEditScreen() {
  const { me } = useWorkspace();
  if (me && !canAdministerUsers(me.accessLevel)) return <UsersNoAccess />;
  return <UserEditContent />;
}
