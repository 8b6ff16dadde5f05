import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type DetachSensorModalProps = {
  /** The sensor waiting for confirmation; null when none. */
  sensor: { id: string; hwid: string } | null;
  onConfirm: (sensorId: string) => void;
  onCancel: () => void;
};

/** Asks before detaching a sensor (issue 17): the equipment stops being monitored by it. */
export function DetachSensorModal({ sensor, onConfirm, onCancel }: DetachSensorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={sensor !== null} onClose={onCancel} title={t('equipment.sensors.detachTitle')} centered>
      {sensor ? (
        <Stack>
          <Text>{t('equipment.sensors.detachText', { hwid: sensor.hwid })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('equipment.sensors.detachCancel')}
            </Button>
            <Button color="secondary" onClick={() => onConfirm(sensor.id)}>
              {t('equipment.sensors.detachConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
