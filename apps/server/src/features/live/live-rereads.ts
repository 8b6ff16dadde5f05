import type { ApplianceRow } from '../appliances/appliances.service.js';
import type { TempAlertRow } from '../alerts/alerts.service.js';
import type { FixitRow } from '../checklists/fixits.service.js';
import type { LiveEvent } from '../../events/live-event.js';
import { fixitVisibleTo, type ActivationRow, type Delivered, type EventSubject } from './live-event-subjects.js';

/** A temperature event as the viewer may see it: the appliance (and the alert) as read for the event, or null. */
export interface TemperatureChange {
  kind: 'ALERT' | 'FOOD' | 'READINGS' | 'RECORDS';
  locationId: string;
  applianceId: string;
  /** Read only when the subscription asks for it. */
  appliance: ApplianceRow | null;
  alert: TempAlertRow | null;
}

/** A location's progress event as the viewer may see it, or null. */
export interface LocationProgressChange {
  kind: 'FIXIT' | 'ACTIVATION';
  locationId: string;
  fixit: FixitRow | null;
  questActivation: ActivationRow | null;
}

/** The rows an event is about, read once for all its subscribers (live-event-subjects.ts: subjectOf). */
export type SubjectRead = (event: LiveEvent) => Promise<EventSubject | null>;

/**
 * A temperature event for a viewer whose stream already checked its location (live.schema.ts: the
 * stream's audience). What the event itself carries (kind, location, appliance ids) is answered without
 * a read; the appliance and the alert come from the event's one shared read, only when the subscription
 * selects them: then an appliance the viewer does not see (moved to another location, gone) gives null
 * and the event is not sent.
 */
export async function temperatureChangeFor(
  read: SubjectRead,
  { event, audience }: Delivered,
  selects: { appliance: boolean; alert: boolean },
): Promise<TemperatureChange | null> {
  if (!isTemperatureEvent(event)) return null;
  const change: TemperatureChange = {
    kind: event.kind,
    locationId: event.locationId,
    applianceId: event.applianceId,
    appliance: null,
    alert: null,
  };
  if (!selects.appliance && !selects.alert) return change;
  const subject = await read(event);
  if (subject?.kind !== 'TEMPERATURE' || !subject.appliance || !audience.sees(subject.appliance.locationId)) return null;
  // The alert is seen through its appliance, just checked (as the equipment page's alert list does).
  const alertSelected = event.kind === 'ALERT' && selects.alert;
  if (alertSelected && !subject.alert) return null;
  return { ...change, locationId: subject.appliance.locationId, appliance: subject.appliance, alert: alertSelected ? subject.alert : null };
}

type TemperatureEvent = Extract<LiveEvent, { kind: TemperatureChange['kind'] }>;

function isTemperatureEvent(event: LiveEvent): event is TemperatureEvent {
  return event.kind === 'ALERT' || event.kind === 'FOOD' || event.kind === 'READINGS' || event.kind === 'RECORDS';
}

/**
 * A progress event from the event's one shared read, filtered for this viewer as the fixits and
 * activation queries filter (a location it sees; a Basic User's own fix-its only), or null.
 */
export async function locationProgressFor(read: SubjectRead, { event, audience }: Delivered): Promise<LocationProgressChange | null> {
  if (event.kind !== 'FIXIT' && event.kind !== 'ACTIVATION') return null;
  const subject = await read(event);
  if (subject?.kind === 'FIXIT' && subject.fixit && fixitVisibleTo(audience, subject.fixit)) {
    return { kind: 'FIXIT', locationId: subject.fixit.locationId, fixit: subject.fixit, questActivation: null };
  }
  if (subject?.kind === 'ACTIVATION' && subject.activation && audience.sees(subject.activation.locationId)) {
    return { kind: 'ACTIVATION', locationId: subject.activation.locationId, fixit: null, questActivation: subject.activation };
  }
  return null;
}
