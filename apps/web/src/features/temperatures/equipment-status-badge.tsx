import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EquipmentStatus, FoodSafeness } from './equipment-list';

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

const SAFENESS_COLORS: Record<string, string> = { POSITIVE: 'primary', NEGATIVE: 'secondary', NA: 'gray', unknown: 'gray' };

/** Food safeness (spec §3 FoodSafeness) as far as it is known. */
export function FoodSafenessBadge({ value }: { value: FoodSafeness }) {
  const { t } = useTranslation();
  const key = value ?? 'unknown';
  return (
    <Badge color={SAFENESS_COLORS[key]} variant="outline">
      {t(`equipment.foodSafeness.${key}`)}
    </Badge>
  );
}
