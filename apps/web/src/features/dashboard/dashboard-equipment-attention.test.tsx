// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test-support/dom';
import { setUpBilingualDom } from '../../test-support/bilingual-dom';
import { EquipmentAttentionList, type EquipmentAttentionItems } from './dashboard-equipment-attention';

setUpBilingualDom();

const DOWNTOWN = 'loc-downtown';
const BAYSIDE = 'loc-bayside';
const locationNames = new Map([
  [DOWNTOWN, 'Harbor Downtown'],
  [BAYSIDE, 'Harbor Bayside'],
]);
const locationZones = new Map([
  [DOWNTOWN, 'America/New_York'],
  [BAYSIDE, 'America/Los_Angeles'],
]);
const items: EquipmentAttentionItems = [
  {
    status: 'SERVICE_SOON',
    since: '2026-11-30T14:00:00.000Z',
    reason: {
      kind: 'RISING_BASELINE',
      status: 'SERVICE_SOON',
      since: '2026-11-30T14:00:00.000Z',
      text: 'The steady temperature rose from 37.0 °F to 39.6 °F (0.63 °F a day); likely to leave its safe zone within 3 days.',
    },
    appliance: { id: 'fish', name: 'Fish drawer fridge', areaId: 'kitchen', locationId: DOWNTOWN },
  },
  {
    status: 'WATCH',
    since: '2026-12-03T19:35:00.000Z',
    reason: {
      kind: 'DOOR_LEFT_OPEN',
      status: 'WATCH',
      since: '2026-12-03T19:35:00.000Z',
      text: 'The air has been 3.2 °F above its usual level for 25 min: is the door left open?',
    },
    appliance: { id: 'drinks', name: 'Drinks fridge', areaId: null, locationId: BAYSIDE },
  },
];

function show() {
  renderWithMantine(
    <MemoryRouter>
      <EquipmentAttentionList items={items} locationNames={locationNames} locationZones={locationZones} />
    </MemoryRouter>,
  );
}

describe('Equipment needing attention (dashboard)', () => {
  it('lists each unit with a link to its page, its status, the reason in a sentence and since when', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Equipment needing attention' })).toBeTruthy();
    const rows = screen.getAllByTestId('dashboard-equipment-attention');
    expect(rows).toHaveLength(2);
    const fish = screen.getByRole('link', { name: 'Fish drawer fridge at Harbor Downtown' });
    expect(fish.getAttribute('href')).toBe('/temperatures/loc-downtown/kitchen/fish');
    expect(rows[0]!.textContent).toContain('Service soon');
    expect(rows[0]!.textContent).toContain('Rising temperature');
    expect(rows[0]!.textContent).toContain('likely to leave its safe zone within 3 days.');
    // Since, on the unit's location's clock (9:00 AM in New York).
    expect(rows[0]!.textContent).toMatch(/since Nov 30, 2026.*9:00\sAM/);
    expect(screen.getByRole('link', { name: 'Drinks fridge at Harbor Bayside' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Watch');
    expect(rows[1]!.textContent).toContain('Door left open');
    expect(rows[1]!.textContent).toContain('is the door left open?');
    expect(rows[1]!.textContent).toMatch(/since Dec 3, 2026.*11:35\sAM/);
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    show();
    expect(screen.getByRole('heading', { name: 'Equipos que requieren atención' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drinks fridge en Harbor Bayside' })).toBeTruthy();
    const rows = screen.getAllByTestId('dashboard-equipment-attention');
    expect(rows[0]!.textContent).toContain('Revisión pronto');
    expect(rows[1]!.textContent).toContain('Puerta abierta');
    expect(rows[1]!.textContent).toContain('desde');
  });
});
