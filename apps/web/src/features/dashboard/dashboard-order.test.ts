import { describe, expect, it } from 'vitest';
import { orderForDashboard } from './dashboard-order';

describe('orderForDashboard', () => {
  it('puts locations with open alerts first, most alerts first, then by name', () => {
    const ordered = orderForDashboard(
      [
        { id: '1', name: 'Bayside' },
        { id: '2', name: 'Lisbon', openAlerts: 1 },
        { id: '3', name: 'Downtown', openAlerts: 3 },
        { id: '4', name: 'Airport', openAlerts: 0 },
      ],
      'en',
    );
    expect(ordered.map((item) => item.name)).toEqual(['Downtown', 'Lisbon', 'Airport', 'Bayside']);
  });
});
