import { isFixitOverdue } from '@ks/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FixitFieldsFragment } from '../../../gql/graphql';
import { formatLocationDay } from '../../../lib/time/location-time';

type FixitPartProps = { fixit: FixitFieldsFragment };

/**
 * The server's verdict, or the same rule on this device's clock: a screen left open past the location's
 * midnight turns Overdue without waiting for a refetch (decision 0300).
 */
function overdueNow(fixit: FixitFieldsFragment): boolean {
  return fixit.overdue || isFixitOverdue(fixit, fixit.location?.timezone ?? 'UTC');
}

/** The status badge, with Overdue before it while a PENDING fix-it is past its due date (location's calendar). */
export function FixitBadges({ fixit }: FixitPartProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {overdueNow(fixit) ? (
        <Badge color="secondary" variant="filled" data-testid="fixit-overdue">
          {t('fixits.overdue')}
        </Badge>
      ) : null}
      <Badge color={fixit.status === 'PENDING' ? 'secondary' : 'primary'} variant="light">
        {t(`fixits.status.${fixit.status}`)}
      </Badge>
    </Group>
  );
}

/** Who is to fix it and by when; nothing while neither is set. */
export function FixitAssignmentLine({ fixit }: FixitPartProps) {
  const { t, i18n } = useTranslation();
  if (!fixit.owner && !fixit.dueOn) return null;
  return (
    <Group gap="md" wrap="wrap">
      {fixit.owner ? (
        <Text size="sm" fw={500} data-testid="fixit-owner">
          {t('fixits.owner', { name: fixit.owner.displayName })}
        </Text>
      ) : null}
      {fixit.dueOn ? (
        <Text size="sm" fw={500} c={overdueNow(fixit) ? 'secondary.8' : undefined} data-testid="fixit-due">
          {t('fixits.due', { date: formatLocationDay(fixit.dueOn, i18n.language) })}
        </Text>
      ) : null}
    </Group>
  );
}
