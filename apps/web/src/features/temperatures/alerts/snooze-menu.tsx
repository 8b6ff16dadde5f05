import { useMutation } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLocationTime } from '../../../lib/time/location-time';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { SnoozeTempAlertDocument } from './alerts.operations';
import { SNOOZE_CHOICES_HOURS, snoozeUntil, type SnoozeHours } from './alert-status';

/**
 * Snooze for 1, 4 or 24 hours. The mutation answers with the alert, so Apollo's normalised cache updates
 * every view of it at once (its row, the page's badge, list and dashboard badges); the details refetch
 * too, since a snooze can change what the server derives from it.
 */
export function SnoozeMenu({ alertId, label, timeZone }: { alertId: string; label?: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [snooze, { loading }] = useMutation(SnoozeTempAlertDocument, {
    refetchQueries: ['ApplianceDetails'],
  });
  const choose = async (hours: SnoozeHours) => {
    try {
      const result = await snooze({ variables: { id: alertId, until: snoozeUntil(hours) } });
      const until = result.data?.snoozeTempAlert.snoozedUntil;
      const time = until ? formatLocationTime(until, timeZone, i18n.language, { withDate: false }) : '';
      showSuccessToast(t('monitoring.alerts.snoozed', { time }));
    } catch {
      showErrorToast(t('monitoring.alerts.snoozeFailed'));
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" color="tertiary" loading={loading}>
          {label ?? t('monitoring.alerts.snooze')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('monitoring.alerts.snoozeFor')}</Menu.Label>
        {SNOOZE_CHOICES_HOURS.map((hours) => (
          <Menu.Item key={hours} onClick={() => void choose(hours)}>
            {t('monitoring.alerts.hours', { count: hours })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
