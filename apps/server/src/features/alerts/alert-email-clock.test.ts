import { describe, expect, it } from 'vitest';
import { alertEmail, type AlertMailFacts } from './alert-emails.js';

// The Bain-marie: too cold since 01:09 UTC on Nov 24, 8:09 PM on Nov 23 in New York.
const facts: AlertMailFacts = {
  kind: 'DETECTED',
  applianceName: 'Bain-marie',
  locationName: 'Harbor Downtown',
  timezone: 'America/New_York',
  reason: 'APPLIANCE_TOO_COLD',
  severity: 'HIGH',
  startedAt: new Date('2026-11-24T01:09:00Z'),
  temperature: 40,
  safeMinC: 57,
  safeMaxC: null,
  safeZoneUnit: 'C',
  estimatedFoodSpoilageAt: null,
  food: null,
  link: 'http://localhost/temperatures/x',
};

describe("alert e-mails' clock", () => {
  it("write the start on the location's clock with the zone's name, in the recipient's language", () => {
    const english = alertEmail(facts, { email: 'a@example.com', language: 'en', temperatureUnit: 'C' });
    expect(english.text).toContain('Since: Nov 23, 2026, 8:09 PM EST');
    const spanish = alertEmail(facts, { email: 'b@example.com', language: 'es', temperatureUnit: 'C' });
    expect(spanish.text).toContain('Desde: 23 nov 2026, 20:09 GMT-5');
  });
});
