import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HealthFindingKind, HealthStatus } from '../../../gql/graphql';

const COLORS: Record<HealthStatus, string> = { OK: 'primary', WATCH: 'tertiary', SERVICE_SOON: 'secondary' };

/** OK, Watch or Service soon: what the unit's own temperatures say about it. */
export function HealthBadge({ status }: { status: HealthStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant={status === 'OK' ? 'light' : 'filled'} data-health-status={status}>
      {t(`health.status.${status}`)}
    </Badge>
  );
}

/** The short name of a finding ("Door left open"). */
export function HealthKindLabel({ kind }: { kind: HealthFindingKind }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" span>
      {t(`health.kinds.${kind}`)}
    </Text>
  );
}

export type HealthCellProps = {
  health: {
    status: HealthStatus;
    computedAt: string | null;
    findings: ReadonlyArray<{ kind: HealthFindingKind; status: HealthStatus }>;
  };
};

const RANK: Record<HealthStatus, number> = { OK: 0, WATCH: 1, SERVICE_SOON: 2 };

/** The equipment list's Health column: the status and the worst finding's name; "—" while never judged. */
export function HealthCell({ health }: HealthCellProps) {
  const { t } = useTranslation();
  if (!health.computedAt) {
    return (
      <Text c="dimmed" span data-testid="health-cell">
        {t('health.notShown')}
      </Text>
    );
  }
  const worst = [...health.findings].sort((x, y) => RANK[y.status] - RANK[x.status])[0];
  return (
    <Group gap={6} wrap="nowrap" data-testid="health-cell">
      <HealthBadge status={health.status} />
      {worst ? <HealthKindLabel kind={worst.kind} /> : null}
    </Group>
  );
}
