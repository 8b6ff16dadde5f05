// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test-support/dom';
import { setUpBilingualDom } from '../../test-support/bilingual-dom';
import { SensorsTable, type SensorItem } from './sensors-table';

setUpBilingualDom();

const LOCATION = { id: 'loc-downtown', name: 'Harbor Downtown', timezone: 'America/New_York' };
const latestData = { temperature: 3.2, humidity: null, batteryLevel: 80, signalLevel: 70, time: '2026-12-03T10:00:00.000Z' };

function sensor(hwid: string, appliance: SensorItem['appliance']): SensorItem {
  return {
    id: `sensor-${hwid}`,
    hwid,
    manufacturer: null,
    locationId: appliance ? LOCATION.id : null,
    location: appliance ? LOCATION : null,
    appliance,
    reportingIntervalSec: 300,
    isOffline: false,
    nextMaintenanceAt: null,
    latestData,
    radioHealth: null,
  } as SensorItem;
}

const fishDrawer = sensor('FISH-1', {
  id: 'fish',
  name: 'Fish drawer fridge',
  areaId: 'kitchen',
  locationId: LOCATION.id,
  health: {
    status: 'SERVICE_SOON',
    computedAt: '2026-12-03T09:00:00.000Z',
    findings: [
      { kind: 'FREQUENT_DOOR_OPENINGS', status: 'WATCH' },
      { kind: 'RISING_BASELINE', status: 'SERVICE_SOON' },
    ],
  },
});
const newFridge = sensor('NEW-1', {
  id: 'new',
  name: 'New fridge',
  areaId: null,
  locationId: LOCATION.id,
  health: { status: 'OK', computedAt: null, findings: [] },
});
const inStock = sensor('STOCK-1', null);

const rowOf = (hwid: string) => screen.getAllByTestId('sensor-row').find((row) => row.textContent?.includes(hwid))!;

function showTable() {
  renderWithMantine(
    <MemoryRouter>
      <SensorsTable
        sensors={[fishDrawer, newFridge, inStock]}
        canManageRegistry={false}
        onEdit={() => undefined}
        onRotate={() => undefined}
        onDelete={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('SensorsTable health column (issue 38)', () => {
  it('speaks Spanish: the column, the status and the finding', async () => {
    await i18next.changeLanguage('es');
    showTable();
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    expect(within(rowOf('FISH-1')).getByTestId('health-cell').textContent).toBe('Revisión prontoTemperatura en aumento');
    expect(within(rowOf('NEW-1')).getByTestId('health-cell').textContent).toBe('—');
  });

  it("shows the attached appliance's health and its worst finding, a dash while never judged or unattached", () => {
    showTable();
    expect(screen.getByRole('columnheader', { name: 'Health' })).toBeTruthy();
    expect(within(rowOf('FISH-1')).getByTestId('health-cell').textContent).toBe('Service soonRising temperature');
    expect(within(rowOf('NEW-1')).getByTestId('health-cell').textContent).toBe('—');
    expect(within(rowOf('STOCK-1')).queryByTestId('health-cell')).toBeNull();
  });
});
