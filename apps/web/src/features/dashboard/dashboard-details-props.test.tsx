// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardSummariesQuery } from '../../gql/graphql';
import { prepareDom, renderWithMantine } from '../../test-support/dom';

// What DashboardDetails hands its memoised lists, render by render (the lists themselves are not under test).
const openAlertsProps = vi.hoisted(() => [] as Array<{ locationNames: unknown; locationZones: unknown }>);
const foodAtRiskProps = vi.hoisted(() => [] as Array<{ locationNames: unknown }>);
vi.mock('./dashboard-open-alerts', () => ({
  DashboardOpenAlerts: (props: { locationNames: unknown; locationZones: unknown }) => {
    openAlertsProps.push(props);
    return null;
  },
}));
vi.mock('./dashboard-food-at-risk', () => ({
  DashboardFoodAtRisk: (props: { locationNames: unknown }) => {
    foodAtRiskProps.push(props);
    return null;
  },
}));
const attentionProps = vi.hoisted(() => [] as Array<{ locationNames: unknown; locationZones: unknown }>);
vi.mock('./dashboard-equipment-attention', () => ({
  DashboardEquipmentAttention: (props: { locationNames: unknown; locationZones: unknown }) => {
    attentionProps.push(props);
    return null;
  },
}));
const calibrationProps = vi.hoisted(() => [] as Array<{ locationNames: unknown; locationZones: unknown }>);
vi.mock('./dashboard-calibration', () => ({
  DashboardCalibration: (props: { locationNames: unknown; locationZones: unknown }) => {
    calibrationProps.push(props);
    return null;
  },
}));
vi.mock('./dashboard-location-card', () => ({ DashboardLocationCard: () => null }));
vi.mock('../haccp-records', () => ({ AlertsNeedingReview: () => null }));

const { default: DashboardDetails } = await import('./dashboard-details');

beforeAll(prepareDom);
afterEach(cleanup);

const summaries = [
  { locationId: 'loc1', tempAlertsCount: 1, location: { name: 'Harbor Downtown', timezone: 'America/New_York' } },
  { locationId: 'loc2', tempAlertsCount: 0, location: { name: 'Harbor Airport', timezone: 'America/Chicago' } },
] as unknown as DashboardSummariesQuery['locationSummaries'];

describe('the dashboard details', () => {
  it('hand their lists the same location names and zones while the summaries are the same, so the memoised lists skip a parent render', () => {
    const view = renderWithMantine(<DashboardDetails locationSummaries={summaries} />);
    view.rerender(
      <MantineProvider>
        <DashboardDetails locationSummaries={summaries} />
      </MantineProvider>,
    );
    expect(openAlertsProps).toHaveLength(2);
    expect(openAlertsProps[1]!.locationNames).toBe(openAlertsProps[0]!.locationNames);
    expect(openAlertsProps[1]!.locationZones).toBe(openAlertsProps[0]!.locationZones);
    expect(foodAtRiskProps[1]!.locationNames).toBe(foodAtRiskProps[0]!.locationNames);
    expect(attentionProps[1]!.locationNames).toBe(attentionProps[0]!.locationNames);
    expect(attentionProps[1]!.locationZones).toBe(attentionProps[0]!.locationZones);
    expect(calibrationProps[1]!.locationZones).toBe(calibrationProps[0]!.locationZones);
    expect([...(openAlertsProps[0]!.locationNames as Map<string, string>)]).toEqual([
      ['loc1', 'Harbor Downtown'],
      ['loc2', 'Harbor Airport'],
    ]);

    // New summaries (a poll's answer) bring new maps.
    view.rerender(
      <MantineProvider>
        <DashboardDetails locationSummaries={[...summaries]} />
      </MantineProvider>,
    );
    expect(openAlertsProps[2]!.locationNames).not.toBe(openAlertsProps[1]!.locationNames);
  });
});
