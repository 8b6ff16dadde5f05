import type { LiveEvent } from './live-event.js';

/** PostgreSQL refuses NOTIFY payloads from 8,000 bytes on; stay clear of it. */
const MAX_PAYLOAD_BYTES = 7_500;

type Wire = { k: LiveEvent['kind']; l?: string; a?: string; i?: string; u?: string; s?: string };

function toWire(event: LiveEvent): Wire {
  switch (event.kind) {
    case 'ALERT':
      return { k: event.kind, l: event.locationId, a: event.applianceId, i: event.alertId };
    case 'FOOD':
    case 'READINGS':
    case 'RECORDS':
      return { k: event.kind, l: event.locationId, a: event.applianceId };
    case 'FIXIT':
      return { k: event.kind, l: event.locationId, i: event.fixitId };
    case 'ACTIVATION':
      return { k: event.kind, l: event.locationId, i: event.activationId };
    case 'ACCESS':
      return event.sessionId ? { k: event.kind, u: event.userId, s: event.sessionId } : { k: event.kind, u: event.userId };
  }
}

function accessFromWire({ u, s }: Wire): LiveEvent | null {
  if (typeof u !== 'string' || (s !== undefined && typeof s !== 'string')) return null;
  return s ? { kind: 'ACCESS', userId: u, sessionId: s } : { kind: 'ACCESS', userId: u };
}

function fromWire(wire: Wire): LiveEvent | null {
  const { k, l, a, i } = wire;
  if (k === 'ACCESS') return accessFromWire(wire);
  if (typeof l !== 'string') return null;
  if (k === 'ALERT' && a && i) return { kind: k, locationId: l, applianceId: a, alertId: i };
  if ((k === 'FOOD' || k === 'READINGS' || k === 'RECORDS') && a) return { kind: k, locationId: l, applianceId: a };
  if (k === 'FIXIT' && i) return { kind: k, locationId: l, fixitId: i };
  if (k === 'ACTIVATION' && i) return { kind: k, locationId: l, activationId: i };
  return null;
}

/** A client's events as few NOTIFY payloads as fit (ids are ASCII: one character, one byte). */
export function encodePayloads(events: LiveEvent[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of events) {
    const item = JSON.stringify(toWire(event));
    if (current.length > 0 && size + item.length + 1 > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(item);
    size += item.length + 1;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

/** The events of one payload; anything malformed is left out (a payload is never trusted blindly). */
export function decodePayload(payload: string): LiveEvent[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((wire: Wire) => {
      const event = typeof wire === 'object' && wire !== null ? fromWire(wire) : null;
      return event ? [event] : [];
    });
  } catch {
    return [];
  }
}
