import type { ClientEvents, LiveEvent } from './live-event.js';

/** The parts of an engine input and of its run that tell what changed. */
interface RunInput {
  target: { clientId: string; locationId: string; applianceId: string };
  fresh: readonly unknown[];
  late: readonly unknown[];
}
interface RunChanges {
  records: ReadonlyArray<{ id: string }>;
  stages: readonly unknown[];
}

/**
 * What one engine run over an appliance changed, for the live screens: its new readings, every alert the
 * run touched (detected, worsened, snoozed again or ended) and a food verdict that moved on.
 */
export function liveEventsOfRun(input: RunInput, result: RunChanges): ClientEvents {
  const { clientId, locationId, applianceId } = input.target;
  const events: LiveEvent[] = [];
  if (input.fresh.length + input.late.length > 0) events.push({ kind: 'READINGS', locationId, applianceId });
  for (const record of result.records) events.push({ kind: 'ALERT', locationId, applianceId, alertId: record.id });
  if (result.stages.length > 0) events.push({ kind: 'FOOD', locationId, applianceId });
  return { clientId, events };
}
