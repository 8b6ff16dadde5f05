import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReachChannel } from '../../gql/graphql';
import { apiErrorMessage } from '../../lib/errors/api-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { pushSupported, subscribeThisDevice, thisDeviceEndpoint, thisDeviceName } from './push-device';
import {
  ReachSettingsDocument,
  SaveMyReachSettingsDocument,
  SendTestPushDocument,
  SubscribeToPushDocument,
  UnsubscribeFromPushDocument,
} from './reach.operations';

const CHANNELS: ReachChannel[] = ['PUSH', 'EMAIL', 'SMS'];

const toClock = (minute: number | null) =>
  minute === null ? '' : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const fromClock = (value: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Settings: this device's push notifications, my devices, the channels that reach me, and quiet hours. */
export function ReachSettings() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(ReachSettingsDocument);
  const [subscribe, { loading: subscribing }] = useMutation(SubscribeToPushDocument);
  const [unsubscribe] = useMutation(UnsubscribeFromPushDocument);
  const [sendTest] = useMutation(SendTestPushDocument);
  const [saveSettings, { loading: saving }] = useMutation(SaveMyReachSettingsDocument);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [channels, setChannels] = useState<ReachChannel[]>([]);
  const [quiet, setQuiet] = useState({ from: '', to: '' });
  const settings = data?.myReachSettings;

  useEffect(() => {
    void thisDeviceEndpoint().then(setThisEndpoint);
  }, []);
  useEffect(() => {
    if (!settings) return;
    setChannels(settings.channels);
    setQuiet({ from: toClock(settings.quietStartMinute), to: toClock(settings.quietEndMinute) });
  }, [settings]);

  const failed = (what: string) => (error: unknown) => {
    console.error(`${what} failed`, error);
    showErrorToast(apiErrorMessage(error, t, { fallback: t('settings.saveFailed') }));
  };

  const turnOn = async () => {
    if (!data?.webPushPublicKey) return;
    const device = await subscribeThisDevice(data.webPushPublicKey);
    if (!device) {
      showErrorToast(t('reach.denied'));
      return;
    }
    await subscribe({ variables: { input: { ...device, deviceName: thisDeviceName() } } });
    setThisEndpoint(device.endpoint);
    await refetch();
    showSuccessToast(t('reach.enabled'));
  };

  const save = () =>
    saveSettings({
      variables: { input: { channels, quietStartMinute: fromClock(quiet.from), quietEndMinute: fromClock(quiet.to) } },
    })
      .then(() => showSuccessToast(t('reach.saved')))
      .catch(failed('saveMyReachSettings'));

  const devices = data?.myPushDevices ?? [];
  const subscribed = devices.some((d) => d.endpoint === thisEndpoint);
  return (
    <Stack gap="sm" data-testid="reach-settings">
      <Stack gap={2}>
        <Text fw={600} component="h2" size="md" m={0}>
          {t('reach.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reach.hint')}
        </Text>
      </Stack>
      {!pushSupported() || !data?.webPushPublicKey ? (
        <Text size="sm">{t('reach.unsupported')}</Text>
      ) : subscribed ? (
        <Text size="sm">{t('reach.enabled')}</Text>
      ) : (
        <Group>
          <Button onClick={() => void turnOn().catch(failed('subscribeToPush'))} loading={subscribing}>
            {t('reach.enable')}
          </Button>
        </Group>
      )}
      <Text fw={600} size="sm">
        {t('reach.devices')}
      </Text>
      {devices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reach.noDevices')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.map((device) => (
            <Group key={device.id} component="li" justify="space-between" data-testid="push-device">
              <Text size="sm">
                {device.deviceName}
                {device.endpoint === thisEndpoint ? ` · ${t('reach.thisDevice')}` : ''}
              </Text>
              <Button
                variant="subtle"
                size="xs"
                aria-label={t('reach.remove', { name: device.deviceName })}
                onClick={() =>
                  void unsubscribe({ variables: { endpoint: device.endpoint } })
                    .then(() => refetch())
                    .catch(failed('unsubscribeFromPush'))
                }
              >
                {t('reach.removeShort')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {devices.length > 0 && (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              void sendTest()
                .then(() => showSuccessToast(t('reach.testSent')))
                .catch(failed('sendTestPush'))
            }
          >
            {t('reach.test')}
          </Button>
        </Group>
      )}
      <Checkbox.Group label={t('reach.channels')} value={channels} onChange={(value) => setChannels(value as ReachChannel[])}>
        <Group mt={4}>
          {CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} label={t(`reach.channel.${channel}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {t('reach.quietHours')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reach.quietHint')}
        </Text>
        <Group>
          <TextInput
            type="time"
            label={t('reach.quietFrom')}
            value={quiet.from}
            onChange={(e) => setQuiet({ ...quiet, from: e.currentTarget.value })}
          />
          <TextInput
            type="time"
            label={t('reach.quietTo')}
            value={quiet.to}
            onChange={(e) => setQuiet({ ...quiet, to: e.currentTarget.value })}
          />
        </Group>
      </Stack>
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('reach.save')}
        </Button>
      </Group>
    </Stack>
  );
}
