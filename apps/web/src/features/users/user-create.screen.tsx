import { assignableLevelsFor, canAdministerUsers, hasAtLeast } from '@ks/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageSkeleton } from '../../ui/page-skeleton';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { serverFieldError } from '../../lib/errors/server-field-error';
import { useUserMutations } from './use-user-mutations';
import { UserForm, type UserFormValues } from './user-form';
import { UsersNoAccess } from './users-no-access';

/** /users/create 'Add new user': the new user gets an invitation e-mail to choose a password. */
export function UserCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, locations, location } = useWorkspace();
  const { createUser } = useUserMutations();
  if (!me) return <PageSkeleton />;
  if (!canAdministerUsers(me.accessLevel)) return <UsersNoAccess />;
  const levels = assignableLevelsFor(me.accessLevel);
  const initial: UserFormValues = {
    firstname: '',
    lastname: '',
    email: '',
    phone: '',
    workRole: '',
    accessLevel: levels.includes('STANDARD_USER') ? 'STANDARD_USER' : (levels[0] ?? 'BASIC_USER'),
    locationIds: location ? [location.id] : [],
  };

  const save = async (values: UserFormValues) => {
    try {
      const { data } = await createUser({
        variables: {
          input: {
            email: values.email,
            firstname: values.firstname,
            lastname: values.lastname,
            phone: values.phone,
            workRole: values.workRole,
            accessLevel: values.accessLevel,
            locationIds: values.locationIds,
          },
        },
      });
      if (!data) return;
      showSuccessToast(t('users.toasts.invited', { email: data.createUser.email }));
      await navigate(`/users/${data.createUser.id}`);
    } catch (error) {
      if (serverFieldError(error)?.field) throw error;
      console.error('createUser failed', error);
      showErrorToast(errorCodeOf(error) === 'FORBIDDEN' ? t('users.errors.forbidden') : t('users.errors.createFailed'));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('titles.userCreate')}
        </Title>
        <Text c="dimmed">{t('users.hints.invite')}</Text>
      </Stack>
      <UserForm
        initial={initial}
        locations={locations}
        levels={levels}
        requireLocation={!hasAtLeast(me.accessLevel, 'MANAGER')}
        submitLabel={t('users.actions.invite')}
        onSubmit={save}
        onCancel={() => void navigate('/users')}
      />
    </Stack>
  );
}
