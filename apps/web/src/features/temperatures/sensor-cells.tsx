import { isBatteryLow } from '@ks/domain';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A level in percent (battery, signal), or a dash when the sensor has not said. */
export function percentOrDash(value: number | null | undefined): string {
  return value == null ? '—' : `${Math.round(value)} %`;
}

export type SensorIdentityProps = { hwid: string; manufacturer: string | null; badges?: ReactNode };

/** A sensor as tables name it: its hardware id in bold with state badges, the manufacturer below. */
export function SensorIdentity({ hwid, manufacturer, badges }: SensorIdentityProps) {
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {hwid}
        </Text>
        {badges}
      </Group>
      {manufacturer ? (
        <Text size="xs" c="dimmed">
          {manufacturer}
        </Text>
      ) : null}
    </>
  );
}

/** The battery level with a 'Low battery' badge when it is time to change it. */
export function BatteryLevel({ level }: { level: number | null | undefined }) {
  const { t } = useTranslation();
  if (level == null) return '—';
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {percentOrDash(level)}
      </Text>
      {isBatteryLow(level) ? (
        <Badge size="xs" color="secondary">
          {t('sensors.lowBattery')}
        </Badge>
      ) : null}
    </Group>
  );
}
