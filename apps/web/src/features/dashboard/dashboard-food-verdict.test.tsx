// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../test-support/dom';
import { DashboardFoodVerdict } from './dashboard-food-verdict';

beforeAll(prepareDom);
afterEach(cleanup);

const batch = {
  id: 'b1',
  foodSafeness: 'POSITIVE' as const,
  estimatedFoodSpoilageAt: null,
  startedAt: '2026-11-20T08:00:00.000Z',
  useNow: false,
  dangerMinutes: 0,
  unknownMinutes: 0,
  excursions: 0,
  uncertain: false,
};

describe('DashboardFoodVerdict', () => {
  it('says "Use now" with the clock that led there, and that the verdict is uncertain', () => {
    renderWithMantine(
      <DashboardFoodVerdict batch={{ ...batch, useNow: true, dangerMinutes: 122, excursions: 3, unknownMinutes: 25, uncertain: true }} />,
    );
    expect(screen.getByText('Use now')).toBeTruthy();
    expect(screen.getByTestId('food-clock').textContent).toBe('122 min in the danger zone across 3 excursions; 25 min of it without data');
    expect(screen.getByTestId('food-uncertain').textContent).toBe(
      'Uncertain verdict: no data for 25 min, counted as time in the danger zone.',
    );
  });

  it('says "Discard" for a NEGATIVE batch, one excursion in the singular, certain', () => {
    renderWithMantine(<DashboardFoodVerdict batch={{ ...batch, foodSafeness: 'NEGATIVE', dangerMinutes: 250, excursions: 1 }} />);
    expect(screen.getByText('Discard')).toBeTruthy();
    expect(screen.getByTestId('food-clock').textContent).toBe('250 min in the danger zone across 1 excursion');
    expect(screen.queryByTestId('food-uncertain')).toBeNull();
  });

  it('says nothing while the food is fine, even after a short excursion', () => {
    renderWithMantine(<DashboardFoodVerdict batch={{ ...batch, dangerMinutes: 20, excursions: 1 }} />);
    expect(screen.queryByTestId('dashboard-food-verdict')).toBeNull();
  });
});
