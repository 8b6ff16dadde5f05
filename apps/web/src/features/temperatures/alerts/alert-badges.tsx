import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type StatusCode = 'DETECTED' | 'SNOOZED' | 'ENDED';
const STATUS_COLORS: Record<StatusCode, string> = { DETECTED: 'secondary', SNOOZED: 'tertiary', ENDED: 'gray' };

/** An alert's lifecycle state (spec §4: DETECTED, SNOOZED, ENDED). */
export function AlertStatusBadge({ status }: { status: StatusCode }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant={status === 'DETECTED' ? 'filled' : 'light'} data-status={status}>
      {t(`monitoring.alerts.status.${status}`)}
    </Badge>
  );
}

/** LOW or HIGH. */
export function AlertSeverityBadge({ severity }: { severity: 'LOW' | 'HIGH' }) {
  const { t } = useTranslation();
  return (
    <Badge color={severity === 'HIGH' ? 'secondary' : 'tertiary'} variant="outline">
      {t(`monitoring.alerts.severity.${severity}`)}
    </Badge>
  );
}

/** The open alert of a piece of equipment, for lists: "Alert" or "Snoozed". */
export function OpenAlertBadge({ alert }: { alert: { severity: 'LOW' | 'HIGH'; currentStatus: { statusCode: StatusCode } } }) {
  const { t } = useTranslation();
  const snoozed = alert.currentStatus.statusCode === 'SNOOZED';
  return (
    <Badge
      color={snoozed ? 'tertiary' : 'secondary'}
      variant={snoozed ? 'light' : 'filled'}
      size="sm"
      ml={6}
      data-testid="open-alert-badge"
    >
      {snoozed ? t('monitoring.alerts.badgeSnoozed') : t(`monitoring.alerts.badge.${alert.severity}`)}
    </Badge>
  );
}
