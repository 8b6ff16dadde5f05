// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { prepareDom } from '../../../test-support/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLIANCE_DETAIL_POLL_MS, SENSOR_GRAPH_POLL_MS } from '../../../lib/constants';
import { ApplianceAlertsPanel } from '../alerts';
import { SensorGraphPanel } from './sensor-graph-panel';

// Spec §7 polling: the panels hand Apollo the spec's intervals. useQuery is replaced to record its options.
const calls: Array<{ operation: string; pollInterval?: number }> = [];
vi.mock('@apollo/client/react', () => ({
  useQuery: (document: { definitions: Array<{ name?: { value: string } }> }, options: { pollInterval?: number }) => {
    calls.push({ operation: document.definitions[0]?.name?.value ?? '', pollInterval: options.pollInterval });
    return { data: undefined, loading: true, error: undefined };
  },
  useMutation: () => [vi.fn(), { loading: false }],
}));

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  calls.length = 0;
});

function renderInShell(node: React.ReactNode) {
  return render(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('equipment page polling', () => {
  it('refreshes the sensor graph every 5 minutes', () => {
    renderInShell(<SensorGraphPanel sensorId="s1" timeZone="America/New_York" safeZone={{ min: 0, max: 5 }} />);
    expect(calls.find((call) => call.operation === 'SensorGraph')?.pollInterval).toBe(SENSOR_GRAPH_POLL_MS);
    expect(SENSOR_GRAPH_POLL_MS).toBe(5 * 60_000);
  });

  it('refreshes the alerts with the details, every 5 minutes', () => {
    renderInShell(<ApplianceAlertsPanel applianceId="a1" timeZone="America/New_York" />);
    expect(calls.find((call) => call.operation === 'ApplianceAlerts')?.pollInterval).toBe(APPLIANCE_DETAIL_POLL_MS);
    expect(APPLIANCE_DETAIL_POLL_MS).toBe(5 * 60_000);
  });
});
