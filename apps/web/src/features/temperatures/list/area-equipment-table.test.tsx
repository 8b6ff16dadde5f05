// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom } from '../../../test-support/dom';
import { renderScreen, TEST_LOCATION, testUser } from '../../../test-support/screen';
import type { EquipmentRow } from '../equipment-list';
import { AreaEquipmentTable } from './area-equipment-table';

/** The app's phone query (ui/use-is-phone.ts) answers as a 390 px phone would, or as a desktop. */
function screenWidth(phone: boolean) {
  const ask = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...ask(query), matches: phone && query.includes('max-width: 47.99em') });
}

beforeAll(prepareDom);
afterEach(cleanup);

// Read a minute ago (not offline), 7.2 °C in a 0–5 °C fridge: too warm, food to use now.
const warmFridge: EquipmentRow = {
  id: 'fridge-1',
  name: 'Dessert fridge',
  type: 'FRIDGE',
  contents: 'Custards',
  areaId: 'area-1',
  holdsTcsFood: true,
  createdAt: '2026-11-02T03:00:00Z',
  safeZone: { min: 0, max: 5, unit: 'C' },
  currentFsBatch: null,
  foodVerdict: {
    status: 'FOOD',
    verdict: 'USE_NOW',
    control: 'TEMPERATURE',
    batchId: 'batch-1',
    batchStartedAt: '2026-11-30T08:00:00Z',
    dangerMinutes: 130,
    unknownMinutes: 0,
    noDataMinutes: null,
    periods: 1,
    uncertain: false,
    next: null,
  },
  health: { status: 'OK', computedAt: null, findings: [] },
  primarySensor: {
    id: 's1',
    hwid: 'H1',
    manufacturer: null,
    isOffline: false,
    reportingIntervalSec: 300,
    nextMaintenanceAt: null,
    latestData: { temperature: 7.2, humidity: null, batteryLevel: 80, signalLevel: 70, time: new Date(Date.now() - 60_000).toISOString() },
  },
} as EquipmentRow;

const render = () =>
  renderScreen(<AreaEquipmentTable locationId={TEST_LOCATION.id} areaId="area-1" title="Pastry" rows={[warmFridge]} />, {
    path: '/temperatures',
    url: '/temperatures',
    me: testUser('STANDARD_USER'),
  });

describe('AreaEquipmentTable', () => {
  it('on a phone shows each piece as a card with the verdict first, no table to scroll sideways', async () => {
    screenWidth(true);
    render();
    const card = await screen.findByTestId('equipment-row');
    expect(screen.queryByRole('table')).toBeNull();
    const verdict = within(card).getByTestId('equipment-verdict');
    expect(verdict.textContent).toBe('Too warmUSE NOW');
    // The verdict comes right under the name, before the details a cook reads second.
    const text = card.textContent!;
    expect(text.indexOf('Dessert fridge')).toBeLessThan(text.indexOf('Too warm'));
    expect(text.indexOf('USE NOW')).toBeLessThan(text.indexOf('Custards'));
    expect(text).toContain('45.0 °F');
    // Added on the kitchen's calendar: 03:00 UTC on Nov 2 is Nov 1 in New York.
    expect(text).toContain('Added: Nov 1, 2026');
  });

  it('on a desktop keeps the table with its Status and Food safeness columns', async () => {
    screenWidth(false);
    render();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Status', 'Food safeness']));
    expect(within(table).getByTestId('equipment-row').textContent).toContain('Too warm');
  });
});
