import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FixitFieldsFragment } from '../../../gql/graphql';
import { PreloadLink } from '../../../ui/preload-link';
import { FixitAssignmentLine, FixitBadges } from './fixit-assignment-line';
import { formatDateTime } from '../format';
import { AnswerValue } from '../submissions/answer-value';
import { FixitCorrectiveAction } from '../../haccp-records';
import { equipmentPath } from '../../temperatures';
import { fixitTitle } from './fixit-title';

export type FixitCardProps = {
  fixit: FixitFieldsFragment;
  onResolve: (fixit: FixitFieldsFragment) => void;
  /** Opens the owner and due date control; offered only where the API says the viewer may assign. */
  onAssign: (fixit: FixitFieldsFragment) => void;
};

/** One fix-it: what failed (an answer, or an appliance's health), where and when, and its resolution. */
export function FixitCard({ fixit, onResolve, onAssign }: FixitCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="fixit-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} data-testid="fixit-title">
            {fixitTitle(fixit)}
          </Text>
          <FixitBadges fixit={fixit} />
        </Group>
        <Text size="sm" c="dimmed">
          {fixit.quest?.name ?? t('fixits.fromHealth')} · {fixit.location?.name ?? '—'}
        </Text>
        <FixitAssignmentLine fixit={fixit} />
        <FixitAnswerLines fixit={fixit} />
        <Text size="sm" c="dimmed">
          {t('fixits.raised', {
            name: fixit.submitter?.displayName ?? '—',
            at: formatDateTime(fixit.createdAt, i18n.language, fixit.location?.timezone),
          })}
        </Text>
        {fixit.status === 'RESOLVED' ? (
          <Text size="sm">
            {t('fixits.resolvedBy', {
              name: fixit.resolver?.displayName ?? '—',
              at: fixit.resolvedAt ? formatDateTime(fixit.resolvedAt, i18n.language, fixit.location?.timezone) : '',
            })}
            {fixit.comment ? ` — ${fixit.comment}` : ''}
          </Text>
        ) : null}
        <FixitCorrectiveAction fixit={fixit} />
        <FixitButtons fixit={fixit} onResolve={onResolve} onAssign={onAssign} />
      </Stack>
    </Card>
  );
}

/** What a checklist fix-it's answer was, or that the action was left undone. */
function FixitAnswerLines({ fixit }: { fixit: FixitFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <>
      {fixit.answer && fixit.action ? (
        <Group gap={6}>
          <Text size="sm">{t('fixits.answered')}</Text>
          <AnswerValue answer={fixit.answer} type={fixit.action.type} />
        </Group>
      ) : null}
      {fixit.notDone ? (
        <Text size="sm" fw={500} data-testid="fixit-not-done">
          {t('fixits.notDone')}
        </Text>
      ) : null}
    </>
  );
}

/** Resolve, assign, and the way to what raised it: the submission, or the equipment page of a health fix-it. */
function FixitButtons({ fixit, onResolve, onAssign }: FixitCardProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt={4} wrap="wrap">
      {fixit.status === 'PENDING' ? (
        <Button size="sm" onClick={() => onResolve(fixit)}>
          {t('fixits.resolve')}
        </Button>
      ) : null}
      {fixit.viewerCanAssign ? (
        <Button size="sm" variant="light" onClick={() => onAssign(fixit)}>
          {t('fixits.assign')}
        </Button>
      ) : null}
      {fixit.submission ? (
        <Button size="sm" variant="subtle" component={PreloadLink} to={`/quests/${fixit.submission.id}/submission`}>
          {t('fixits.viewSubmission')}
        </Button>
      ) : null}
      {fixit.appliance ? (
        <Button
          size="sm"
          variant="subtle"
          component={PreloadLink}
          to={equipmentPath(fixit.appliance.locationId, fixit.appliance.areaId ?? null, fixit.appliance.id)}
        >
          {t('fixits.viewEquipment')}
        </Button>
      ) : null}
    </Group>
  );
}
