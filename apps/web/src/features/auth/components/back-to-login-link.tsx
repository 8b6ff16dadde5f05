import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../ui/preload-link';

/** Link back to /login. */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={PreloadLink} to="/login" size="sm">
      {t('auth.backToLogin')}
    </Anchor>
  );
}
