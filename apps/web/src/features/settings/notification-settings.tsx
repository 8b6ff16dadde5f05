import { useMutation } from '@apollo/client/react';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { UpdateMyPreferencesDocument, type NotificationChannelItem } from './settings.operations';

export type NotificationSettingsProps = { channels: NotificationChannelItem[] };

/** Which notices reach me by e-mail in the selected company; each switch saves at once. */
export function NotificationSettings({ channels }: NotificationSettingsProps) {
  const { t } = useTranslation();
  const { client } = useWorkspace();
  const [updatePreferences] = useMutation(UpdateMyPreferencesDocument);

  const toggle = (channel: NotificationChannelItem, email: boolean) => {
    updatePreferences({
      variables: { input: { notificationChannels: [{ kind: channel.kind, email }] } },
    }).catch((error: unknown) => {
      console.error('updateMyPreferences failed', error);
      showErrorToast(t('settings.saveFailed'));
    });
  };

  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={600}>{t('settings.notifications')}</Text>
        <Text size="sm" c="dimmed">
          {channels.length === 0
            ? t('settings.notificationsNone')
            : t('settings.notificationsHint', { company: client?.companyName ?? '' })}
        </Text>
      </Stack>
      {channels.map((channel) => (
        <Switch
          key={channel.kind}
          label={t(`settings.notificationKinds.${channel.kind}`)}
          checked={channel.email}
          onChange={(event) => toggle(channel, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
