import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../../graphql/context.js';
import type { LiveEvent } from '../../events/live-event.js';
import { temperatureChangeFor } from './live-rereads.js';

/** A context that may not be used at all (its database, its loaders): any use fails the test. */
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('read the database');
    },
  },
) as GraphQLContext;

const LOCATION = '00000000-0000-4000-8000-000000000001';
const APPLIANCE = '00000000-0000-4000-8000-000000000002';
const alertEvent: LiveEvent = {
  kind: 'ALERT',
  locationId: LOCATION,
  applianceId: APPLIANCE,
  alertId: '00000000-0000-4000-8000-000000000003',
};

describe('temperatureChangeFor (issue 33: the server reads once per event, not once per subscriber)', () => {
  it('answers a selection of kind and ids from the event itself, without a read', async () => {
    await expect(temperatureChangeFor(noDatabase, alertEvent, { appliance: false, alert: false })).resolves.toEqual({
      kind: 'ALERT',
      locationId: LOCATION,
      applianceId: APPLIANCE,
      appliance: null,
      alert: null,
    });
  });

  it('re-reads in the viewer’s context when the selection asks for the appliance or the alert', async () => {
    await expect(temperatureChangeFor(noDatabase, alertEvent, { appliance: true, alert: false })).rejects.toThrow('read the database');
    await expect(temperatureChangeFor(noDatabase, alertEvent, { appliance: false, alert: true })).rejects.toThrow('read the database');
  });

  it('is not about temperatures for progress or access events', async () => {
    const fixit: LiveEvent = { kind: 'FIXIT', locationId: LOCATION, fixitId: '00000000-0000-4000-8000-000000000004' };
    await expect(temperatureChangeFor(noDatabase, fixit, { appliance: true, alert: true })).resolves.toBeNull();
  });
});
