// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom } from '../../test-support/dom';
import { renderScreen, TEST_LOCATION, testUser } from '../../test-support/screen';
import { Component as CoolingLogScreen } from './cooling-log.route';
import { Component as CoolingLogsScreen } from './cooling-logs.route';

beforeAll(prepareDom);
afterEach(cleanup);

const LOGS = { path: '/cooling/:locationId', url: `/cooling/${TEST_LOCATION.id}` };
const LOG = { path: '/cooling/:locationId/:logId', url: `/cooling/${TEST_LOCATION.id}/log-1` };

const rice = {
  __typename: 'CoolingLog',
  id: 'log-1',
  kind: 'COOLING',
  foodName: 'Rice',
  applianceName: null,
  startedAt: '2026-12-03T02:09:00.000Z',
  startTemperature: 60,
  startedByName: 'Pat Cook',
  status: 'RUNNING',
  endedAt: null,
  resolution: null,
  resolutionNote: null,
  restartOfId: null,
  restartedAsId: null,
  checkpoints: [],
  readings: [],
};

describe('cooling log screens and access levels', () => {
  it("refuse a Basic User's typed address without a form and without asking the API", async () => {
    const logs = renderScreen(<CoolingLogsScreen />, { ...LOGS, me: testUser('BASIC_USER') });
    expect(await screen.findByText('Cooling and reheating logs are not part of your access level.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cooling logs' })).toBeTruthy();
    expect(screen.queryByLabelText(/Food/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(logs.operations).toEqual([]);
    cleanup();

    const log = renderScreen(<CoolingLogScreen />, { ...LOG, me: testUser('BASIC_USER') });
    expect(await screen.findByText('Cooling and reheating logs are not part of your access level.')).toBeTruthy();
    expect(log.operations).toEqual([]);
  });

  it("give a Standard User the form that starts a log, and the logs on the kitchen's clock", async () => {
    const logs = renderScreen(<CoolingLogsScreen />, {
      ...LOGS,
      me: testUser('STANDARD_USER'),
      answers: { CoolingLogs: { coolingLogs: [rice] }, CoolingAppliances: { locationAreas: [], unassignedAppliances: [] } },
    });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    // 02:09 UTC is 9:09 PM the day before in New York (the browser's zone is not the kitchen's).
    expect((await screen.findByText(/^Dec 2, 2026.*9:09\sPM.* · 140 °F$/)).textContent).toContain('EST');
    expect(screen.getByRole('textbox', { name: /Food/ })).toBeTruthy();
    expect(logs.operations).toEqual(expect.arrayContaining(['CoolingLogs', 'CoolingAppliances']));
  });
});
