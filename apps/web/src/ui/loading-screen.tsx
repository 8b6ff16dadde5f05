import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the sign-in state is not known yet (the splash usually covers it). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
