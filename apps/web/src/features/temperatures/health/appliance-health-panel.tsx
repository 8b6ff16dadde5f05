import { useQuery } from '@apollo/client/react';
import type { SafeZone } from '@ks/domain';
import { Paper, Skeleton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { APPLIANCE_DETAIL_POLL_MS } from '../../../lib/constants';
import { useFallbackPoll } from '../../../lib/live/use-live-refetch';
import { ApplianceHealthView } from './appliance-health-view';
import { HealthFixitAction } from './health-fixit-action';
import { ApplianceHealthDocument } from './health.operations';

export type ApplianceHealthPanelProps = { applianceId: string; locationId: string; timeZone: string; safeZone: SafeZone };

/**
 * The equipment page's health panel with its own query (the job judges hourly; polled like the details),
 * and the raise-a-fix-it action; `?raise=fixit` (the service-soon notice's link) opens it at once.
 */
export function ApplianceHealthPanel({ applianceId, locationId, timeZone, safeZone }: ApplianceHealthPanelProps) {
  const [searchParams] = useSearchParams();
  const { data, refetch } = useQuery(ApplianceHealthDocument, {
    variables: { id: applianceId },
    pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS),
  });
  const appliance = data?.appliance;
  const health = appliance?.health;
  if (!appliance || !health) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Skeleton h={80} />
      </Paper>
    );
  }
  const action = health.computedAt ? (
    <HealthFixitAction
      applianceId={applianceId}
      locationId={locationId}
      findings={health.findings}
      canRaise={appliance.viewerCanRaiseHealthFixit}
      openFixitId={appliance.openHealthFixit?.id ?? null}
      raiseAsked={searchParams.get('raise') === 'fixit'}
      onRaised={() => void refetch()}
    />
  ) : null;
  return <ApplianceHealthView health={health} timeZone={timeZone} safeZone={safeZone} action={action} />;
}
