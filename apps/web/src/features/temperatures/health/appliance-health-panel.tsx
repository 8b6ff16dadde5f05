import { useQuery } from '@apollo/client/react';
import type { SafeZone } from '@ks/domain';
import { Paper, Skeleton } from '@mantine/core';
import { APPLIANCE_DETAIL_POLL_MS } from '../../../lib/constants';
import { useFallbackPoll } from '../../../lib/live/use-live-refetch';
import { ApplianceHealthView } from './appliance-health-view';
import { ApplianceHealthDocument } from './health.operations';

export type ApplianceHealthPanelProps = { applianceId: string; timeZone: string; safeZone: SafeZone };

/** The equipment page's health panel with its own query (the job judges hourly; polled like the details). */
export function ApplianceHealthPanel({ applianceId, timeZone, safeZone }: ApplianceHealthPanelProps) {
  const { data } = useQuery(ApplianceHealthDocument, {
    variables: { id: applianceId },
    pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS),
  });
  const health = data?.appliance?.health;
  if (!health) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Skeleton h={80} />
      </Paper>
    );
  }
  return <ApplianceHealthView health={health} timeZone={timeZone} safeZone={safeZone} />;
}
