import { useMutation } from '@apollo/client/react';
import { Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { useTemperatureUnit } from '../../lib/preferences/temperature-unit';
import { LanguageSelect } from '../../ui/language-select';
import { showErrorToast } from '../../ui/toast';
import { ReachSettings } from '../reach';
import { NotificationSettings } from './notification-settings';
import { SessionsSettings } from './sessions-settings';
import { SettingsDocument, UpdateMyPreferencesDocument } from './settings.operations';

export function loader() {
  return preloadRouteQuery(SettingsDocument);
}

/** /settings 'Settings': temperature unit, language, which alerts reach me by e-mail, and my sessions. */
export function Component() {
  const { t } = useTranslation();
  const { me } = useRouteQuery<SettingsQuery>();
  const [unit, setUnit] = useTemperatureUnit();
  const [updatePreferences] = useMutation(UpdateMyPreferencesDocument);
  const save = (input: { language?: 'en' | 'es'; temperatureUnit?: 'F' | 'C' }) => {
    updatePreferences({ variables: { input } }).catch((error: unknown) => {
      console.error('updateMyPreferences failed', error);
      showErrorToast(t('settings.saveFailed'));
    });
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.settings')}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="xl">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Stack gap={2} maw={520}>
              <Text fw={600}>{t('settings.temperatureUnit')}</Text>
              <Text size="sm" c="dimmed">
                {t('settings.temperatureUnitHint')}
              </Text>
              <Text size="sm" data-testid="temperature-unit">
                {unit === 'F' ? t('settings.fahrenheit') : t('settings.celsius')}
              </Text>
            </Stack>
            <Switch
              label={t('settings.useCelsius')}
              checked={unit === 'C'}
              onChange={(event) => {
                const next = event.currentTarget.checked ? 'C' : 'F';
                // The device shows the new unit at once (every screen reads ks:temperature-unit); the account keeps it too.
                setUnit(next);
                save({ temperatureUnit: next });
              }}
            />
          </Group>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Stack gap={2} maw={520}>
              <Text fw={600}>{t('settings.language')}</Text>
              <Text size="sm" c="dimmed">
                {t('settings.languageHint')}
              </Text>
            </Stack>
            <LanguageSelect onChanged={(language) => save({ language })} />
          </Group>
          <Divider />
          <NotificationSettings channels={me.notificationChannels} />
          <Divider />
          <ReachSettings />
          <Divider />
          <SessionsSettings />
        </Stack>
      </Paper>
    </Stack>
  );
}
