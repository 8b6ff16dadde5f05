import { Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SensorRegistryQuery } from '../../gql/graphql';

type RadioHealth = NonNullable<SensorRegistryQuery['sensors'][number]['radioHealth']>;

/**
 * A LoRaWAN sensor's radio in plain words: the best gateway's RSSI and SNR of its last uplink, "Weak
 * signal" below −115 dBm or −10 dB (decision 0200), and the uplinks lost today (frame-counter gaps).
 * A sensor that never reported through a network server shows `otherwise` (its own signal level).
 */
export function RadioHealthCell({ radio, otherwise = '—' }: { radio: RadioHealth | null; otherwise?: ReactNode }) {
  const { t } = useTranslation();
  if (!radio) return otherwise;
  const figures = [radio.rssi === null ? null : `${radio.rssi} dBm`, radio.snr === null ? null : `SNR ${radio.snr} dB`].filter(Boolean);
  return (
    <Stack gap={2} data-testid="radio-health">
      <Text size="sm">{figures.length > 0 ? figures.join(' · ') : '—'}</Text>
      {radio.weakSignal ? (
        <Badge color="secondary" variant="light" size="sm">
          {t('sensors.radio.weakSignal')}
        </Badge>
      ) : null}
      {radio.lostUplinksToday > 0 ? (
        <Text size="xs" c="secondary">
          {t('sensors.radio.lostToday', { count: radio.lostUplinksToday })}
        </Text>
      ) : null}
    </Stack>
  );
}
