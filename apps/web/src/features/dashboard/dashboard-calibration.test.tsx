// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../test-support/dom';
import { CalibrationFailures } from './dashboard-calibration';

beforeAll(prepareDom);
afterEach(cleanup);

const FAILED_AT = '2026-12-03T15:00:00.000Z';
const names = new Map([['loc1', 'Harbor Downtown']]);
const zones = new Map([['loc1', 'America/New_York']]);

describe('a failed calibration check on the dashboard', () => {
  it('on the dashboard: the sensor, its equipment and the day it failed', () => {
    renderWithMantine(
      <MemoryRouter>
        <CalibrationFailures
          sensors={[
            {
              id: 's1',
              hwid: 'HW-7',
              locationId: 'loc1',
              calibrationFailedAt: FAILED_AT,
              appliance: { id: 'a1', name: 'Walk-in', areaId: null },
            },
          ]}
          locationNames={names}
          locationZones={zones}
        />
      </MemoryRouter>,
    );
    const row = screen.getByTestId('dashboard-calibration');
    expect(row.textContent).toContain('Calibrate now');
    expect(row.textContent).toContain('Walk-in at Harbor Downtown');
    expect(row.textContent).toContain('Sensor HW-7 failed its calibration check on Dec 3, 2026');
  });
});
