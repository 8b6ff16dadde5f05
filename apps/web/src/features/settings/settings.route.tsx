import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../lib/preferences/temperature-unit';
import { LanguageSelect } from '../../ui/language-select';
import { UpdateMyPreferencesDocument } from './settings.operations';

/** /settings: temperature unit and language. */
export function Component() {
  const { t } = useTranslation();
  const [unit, setUnit] = useTemperatureUnit();
  const [updatePreferences] = useMutation(UpdateMyPreferencesDocument);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.settings')}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="xl">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
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
              onChange={(event) => setUnit(event.currentTarget.checked ? 'C' : 'F')}
            />
          </Group>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{t('settings.language')}</Text>
              <Text size="sm" c="dimmed">
                {t('settings.languageHint')}
              </Text>
            </Stack>
            <LanguageSelect
              onChanged={(language) => {
                updatePreferences({ variables: { input: { language } } }).catch((error: unknown) =>
                  console.error('updateMyPreferences failed', error),
                );
              }}
            />
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
