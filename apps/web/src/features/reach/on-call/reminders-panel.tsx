import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChecklistRemindersFieldsFragment } from '../../../gql/graphql';
import { useLocationTime } from '../../../lib/time/location-time';
import { TitledPanel } from '../../../ui/titled-panel';

export type RemindersPanelProps = { reminders: ChecklistRemindersFieldsFragment; timeZone: string };

/**
 * The location's checklist reminders: today's windows with the notices the checklist-reminders job sends
 * about each (and which went out), then the delivery log's latest checklist notices. Times on the
 * location's clock.
 */
export function RemindersPanel({ reminders, timeZone }: RemindersPanelProps) {
  const { t } = useTranslation();
  const time = useLocationTime(timeZone);
  const clock = (when: string) => time(when, { withDate: false });
  return (
    <TitledPanel title={t('onCall.reminders.title')}>
      <Text size="sm" c="dimmed">
        {t('onCall.reminders.hint', { zone: timeZone })}
      </Text>
      <Text fw={600}>{t('onCall.reminders.today')}</Text>
      {reminders.windows.length === 0 ? (
        <Text size="sm">{t('onCall.reminders.noWindows')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reminders.windows.map((w) => (
            <li key={w.activationId} data-testid="reminder-window">
              <Group gap="xs">
                <Text fw={500}>{w.checklistName}</Text>
                <Text size="sm" c="dimmed">
                  {clock(w.startsAt)}–{clock(w.endsAt)}
                </Text>
                {w.submitted ? <Badge variant="light">{t('onCall.reminders.submitted')}</Badge> : null}
              </Group>
              <Text size="sm">
                {w.notices.length === 0
                  ? t('onCall.reminders.nothingLeft')
                  : w.notices
                      .map((n) =>
                        t(`onCall.reminders.notice.${n.sent ? 'sent' : 'planned'}`, {
                          what: t(`onCall.reminders.phase.${n.phase}`),
                          at: clock(n.at),
                        }),
                      )
                      .join(' · ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Text fw={600}>{t('onCall.reminders.recent')}</Text>
      {reminders.recent.length === 0 ? (
        <Text size="sm">{t('onCall.reminders.noRecent')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reminders.recent.map((n) => (
            <Text key={n.id} component="li" size="sm" data-testid="reminder-notice">
              {t('onCall.reminders.logLine', {
                when: time(n.time),
                checklist: n.checklistName,
                what: t(`onCall.reminders.phase.${n.phase}`),
                who: n.personName ?? '—',
                channel: t(`reach.channel.${n.channel}`),
                outcome: t(`onCall.reminders.outcome.${n.outcome}`),
              })}
              {n.reason ? ` (${n.reason})` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </TitledPanel>
  );
}
