import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FixitFieldsFragment } from '../../../gql/graphql';
import { formatLocationDay } from '../../../lib/time/location-time';

type FixitPartProps = { fixit: FixitFieldsFragment };

/** The status badge, with Overdue before it while a PENDING fix-it is past its due date (location's calendar). */
export function FixitBadges({ fixit }: FixitPartProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {fixit.overdue ? (
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
        <Text size="sm" fw={500} c={fixit.overdue ? 'secondary.8' : undefined} data-testid="fixit-due">
          {t('fixits.due', { date: formatLocationDay(fixit.dueOn, i18n.language) })}
        </Text>
      ) : null}
    </Group>
  );
}
