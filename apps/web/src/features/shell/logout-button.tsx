import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { LogoutIcon } from '../../ui/icons';

/** 'Log out': ends the session on the server and locally. */
export function LogoutButton() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="subtle"
      color="gray"
      justify="flex-start"
      fullWidth
      leftSection={<LogoutIcon size={18} />}
      loading={loading}
      onClick={() => {
        setLoading(true);
        void logout();
      }}
    >
      {t('auth.logOut')}
    </Button>
  );
}
