import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EquipmentStatus } from './equipment-list';

const STATUS_COLORS: Record<EquipmentStatus, string> = {
  IN_RANGE: 'primary',
  TOO_WARM: 'secondary',
  TOO_COLD: 'secondary',
  OFFLINE: 'tertiary',
  NO_READING: 'gray',
  NO_SENSOR: 'gray',
};

/** The equipment's state right now: in or out of its safe zone, offline or without a sensor. */
export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant={status === 'IN_RANGE' ? 'light' : 'filled'} data-status={status}>
      {t(`equipment.status.${status}`)}
    </Badge>
  );
}
