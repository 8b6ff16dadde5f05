import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-event.js';
import { decodePayload, encodePayloads } from './notify-payload.js';

const id = () => randomUUID();

describe('NOTIFY payloads of live events', () => {
  it('carries every kind of event through encoding and back', () => {
    const events: LiveEvent[] = [
      { kind: 'ALERT', locationId: id(), applianceId: id(), alertId: id() },
      { kind: 'FOOD', locationId: id(), applianceId: id() },
      { kind: 'READINGS', locationId: id(), applianceId: id() },
      { kind: 'RECORDS', locationId: id(), applianceId: id() },
      { kind: 'FIXIT', locationId: id(), fixitId: id() },
      { kind: 'ACTIVATION', locationId: id(), activationId: id() },
    ];
    const payloads = encodePayloads(events);
    expect(payloads).toHaveLength(1);
    expect(payloads.flatMap(decodePayload)).toEqual(events);
  });

  it('splits a large batch into payloads PostgreSQL accepts (under 8,000 bytes), losing nothing', () => {
    const events: LiveEvent[] = Array.from({ length: 500 }, () => ({ kind: 'READINGS', locationId: id(), applianceId: id() }));
    const payloads = encodePayloads(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(decodePayload)).toEqual(events);
  });

  it('leaves out what is malformed instead of trusting it', () => {
    expect(decodePayload('not json')).toEqual([]);
    expect(decodePayload('{"k":"ALERT"}')).toEqual([]);
    const locationId = id();
    expect(
      decodePayload(
        JSON.stringify([
          { k: 'ALERT', l: locationId },
          { k: 'FIXIT', l: locationId, i: 'f' },
          { k: 'NOPE', l: locationId },
        ]),
      ),
    ).toEqual([{ kind: 'FIXIT', locationId, fixitId: 'f' }]);
  });
});
