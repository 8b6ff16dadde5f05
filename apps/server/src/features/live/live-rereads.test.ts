import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../events/live-event.js';
import type { FixitRow } from '../checklists/fixits.service.js';
import type { Audience, EventSubject } from './live-event-subjects.js';
import { locationProgressFor, temperatureChangeFor } from './live-rereads.js';

/** A read that may not happen at all: calling it fails the test. */
const noRead = () => Promise.reject(new Error('read the database'));

const LOCATION = '00000000-0000-4000-8000-000000000001';
const OTHER_LOCATION = '00000000-0000-4000-8000-000000000009';
const APPLIANCE = '00000000-0000-4000-8000-000000000002';
const PORTER = '00000000-0000-4000-8000-000000000005';
const COOK = '00000000-0000-4000-8000-000000000006';
const alertEvent: LiveEvent = {
  kind: 'ALERT',
  locationId: LOCATION,
  applianceId: APPLIANCE,
  alertId: '00000000-0000-4000-8000-000000000003',
};
const fixitEvent: LiveEvent = { kind: 'FIXIT', locationId: LOCATION, fixitId: '00000000-0000-4000-8000-000000000004' };
const manager: Audience = { userId: COOK, level: 'MANAGER', sees: () => true };
const porter: Audience = { userId: PORTER, level: 'BASIC_USER', sees: (id) => id === LOCATION };

/** The cook's fix-it at LOCATION, given to nobody. */
const cooksFixit = {
  id: fixitEvent.fixitId,
  locationId: LOCATION,
  submittedBy: COOK,
  ownerId: null,
  status: 'PENDING',
} as unknown as FixitRow;
const readFixit = (fixit: FixitRow) => () => Promise.resolve<EventSubject>({ kind: 'FIXIT', fixit });

describe('temperatureChangeFor (issue 33: the server reads once per event, not once per subscriber)', () => {
  it('answers a selection of kind and ids from the event itself, without a read', async () => {
    await expect(
      temperatureChangeFor(noRead, { event: alertEvent, audience: manager }, { appliance: false, alert: false }),
    ).resolves.toEqual({
      kind: 'ALERT',
      locationId: LOCATION,
      applianceId: APPLIANCE,
      appliance: null,
      alert: null,
    });
  });

  it('takes the event’s shared read when the selection asks for the appliance or the alert', async () => {
    const delivered = { event: alertEvent, audience: manager };
    await expect(temperatureChangeFor(noRead, delivered, { appliance: true, alert: false })).rejects.toThrow('read the database');
    await expect(temperatureChangeFor(noRead, delivered, { appliance: false, alert: true })).rejects.toThrow('read the database');
  });

  it('leaves out an appliance that has moved to a location the audience does not see', async () => {
    const moved = () =>
      Promise.resolve<EventSubject>({
        kind: 'TEMPERATURE',
        appliance: { id: APPLIANCE, locationId: OTHER_LOCATION } as never,
        alert: null,
      });
    await expect(
      temperatureChangeFor(moved, { event: alertEvent, audience: porter }, { appliance: true, alert: false }),
    ).resolves.toBeNull();
  });

  it('is not about temperatures for progress or access events', async () => {
    await expect(
      temperatureChangeFor(noRead, { event: fixitEvent, audience: manager }, { appliance: true, alert: true }),
    ).resolves.toBeNull();
  });
});

describe('locationProgressFor: the shared read filtered per subscriber, as the fixits query filters', () => {
  it('gives a Manager the cook’s fix-it and a Basic User only their own or one given to them', async () => {
    const read = readFixit(cooksFixit);
    await expect(locationProgressFor(read, { event: fixitEvent, audience: manager })).resolves.toMatchObject({
      kind: 'FIXIT',
      fixit: cooksFixit,
    });
    await expect(locationProgressFor(read, { event: fixitEvent, audience: porter })).resolves.toBeNull();
    const givenToPorter = { ...cooksFixit, ownerId: PORTER } as FixitRow;
    await expect(locationProgressFor(readFixit(givenToPorter), { event: fixitEvent, audience: porter })).resolves.toMatchObject({
      fixit: givenToPorter,
    });
  });

  it('leaves out a fix-it or an activation at a location the audience does not see, and a row that is gone', async () => {
    const elsewhere = { ...cooksFixit, locationId: OTHER_LOCATION, submittedBy: PORTER } as FixitRow;
    await expect(locationProgressFor(readFixit(elsewhere), { event: fixitEvent, audience: porter })).resolves.toBeNull();
    const activationEvent: LiveEvent = { kind: 'ACTIVATION', locationId: OTHER_LOCATION, activationId: cooksFixit.id };
    const activation = () => Promise.resolve<EventSubject>({ kind: 'ACTIVATION', activation: { locationId: OTHER_LOCATION } as never });
    await expect(locationProgressFor(activation, { event: activationEvent, audience: porter })).resolves.toBeNull();
    const gone = () => Promise.resolve<EventSubject>({ kind: 'FIXIT', fixit: null });
    await expect(locationProgressFor(gone, { event: fixitEvent, audience: manager })).resolves.toBeNull();
  });
});
