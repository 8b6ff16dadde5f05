// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import type { SensorChartProps } from '../graph/sensor-chart';
import { ApplianceHealthView, type ApplianceHealthFacts } from './appliance-health-view';
import { HealthCell } from './health-badge';

// jsdom has no canvas: the chart shows what it was given to draw.
vi.mock('../graph/sensor-chart', () => ({
  default: ({ series, labels, axis }: SensorChartProps) => (
    <div data-testid="health-chart" aria-label={labels.chart} data-axis={axis}>
      {series.data[1].join(' ')}
    </div>
  ),
}));

setUpBilingualDom();

const DAY = 86_400_000;
const end = Date.parse('2026-12-03T12:00:00Z');
const health: ApplianceHealthFacts = {
  status: 'SERVICE_SOON',
  computedAt: '2026-12-03T12:00:00.000Z',
  findings: [
    {
      kind: 'RISING_BASELINE',
      status: 'SERVICE_SOON',
      since: '2026-11-30T09:00:00.000Z',
      text: 'The steady temperature rose from 37.0 °F to 39.6 °F (0.63 °F a day); likely to leave its safe zone within 3 days.',
    },
    {
      kind: 'LONG_RECOVERY',
      status: 'WATCH',
      since: '2026-12-01T10:00:00.000Z',
      text: 'Recovery after a door opening: 9 min a week ago, 26 min now.',
    },
  ],
  // 2.8 °C for four days, then 0.5 °C a day up.
  baseline: [0, 1, 2, 3, 4, 5].map((i) => ({
    day: new Date(end - (6 - i) * DAY).toISOString(),
    baselineC: 2.8 + Math.max(0, i - 3) * 0.5,
  })),
  defrostPeriodMin: 360,
  defrostLengthMin: 20,
  doorOpeningsPerDay: 14.4,
  recoveryMin: 26,
};
const zone = { min: 0, max: 5 };

describe('ApplianceHealthView', () => {
  it('says each finding in a sentence with its status, name and since, and draws the daily trend in °F', async () => {
    renderWithMantine(<ApplianceHealthView health={health} timeZone="America/New_York" safeZone={zone} />);
    const panel = screen.getByTestId('appliance-health');
    expect(within(panel).getByRole('heading', { name: 'Equipment health' })).toBeTruthy();
    const findings = screen.getAllByTestId('health-finding');
    expect(findings).toHaveLength(2);
    expect(findings[0]!.textContent).toContain('Service soon');
    expect(findings[0]!.textContent).toContain('Rising temperature');
    expect(findings[0]!.textContent).toMatch(/since Nov 30, 2026.*4:00\sAM/);
    expect(within(findings[0]!).getByText(/likely to leave its safe zone within 3 days\.$/)).toBeTruthy();
    expect(findings[1]!.textContent).toContain('Watch');
    expect(findings[1]!.textContent).toContain('Slow recovery');
    expect(within(findings[1]!).getByText('Recovery after a door opening: 9 min a week ago, 26 min now.')).toBeTruthy();

    expect(screen.getByTestId('health-learned').textContent).toBe(
      'Defrost every 6 h, about 20 minAbout 14 door openings a dayBack to its usual level 26 min after a door opening',
    );
    expect(screen.getByText('Steady temperature, day by day')).toBeTruthy();
    const chart = await screen.findByTestId('health-chart');
    expect(chart.getAttribute('aria-label')).toBe('The steady temperature of each of the last 6 days');
    expect(chart.getAttribute('data-axis')).toBe('days');
    // °F, the app's default unit: 2.8 °C is 37.0 °F, 3.8 °C is 38.8 °F.
    expect(chart.textContent).toBe('37 37 37 37 37.9 38.8');
  });

  it('says when nothing is unusual, and when the unit was never judged', () => {
    renderWithMantine(
      <ApplianceHealthView health={{ ...health, status: 'OK', findings: [], baseline: [] }} timeZone="UTC" safeZone={zone} />,
    );
    expect(screen.getByText('Nothing unusual in its recent readings.')).toBeTruthy();
    expect(screen.getByText('OK')).toBeTruthy();
    expect(screen.queryByTestId('health-chart')).toBeNull();
    cleanup();
    renderWithMantine(
      <ApplianceHealthView
        health={{ ...health, status: 'OK', computedAt: null, findings: [], baseline: [], defrostPeriodMin: null }}
        timeZone="UTC"
        safeZone={zone}
      />,
    );
    expect(screen.getByText(/^Not judged yet/)).toBeTruthy();
    expect(screen.queryByTestId('health-learned')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderWithMantine(<ApplianceHealthView health={health} timeZone="Europe/Madrid" safeZone={zone} />);
    expect(screen.getByRole('heading', { name: 'Estado del equipo' })).toBeTruthy();
    const [first] = screen.getAllByTestId('health-finding');
    expect(first!.textContent).toContain('Revisión pronto');
    expect(first!.textContent).toContain('Temperatura en aumento');
    expect(first!.textContent).toMatch(/desde 30 nov 2026/);
    expect(screen.getByTestId('health-learned').textContent).toContain('Desescarche cada 6 h, de unos 20 min');
  });
});

describe('HealthCell', () => {
  it('shows the status and the worst finding, or a dash for a unit never judged', () => {
    renderWithMantine(
      <HealthCell
        health={{
          status: 'WATCH',
          computedAt: '2026-12-03T12:00:00.000Z',
          findings: [
            { kind: 'FREQUENT_DOOR_OPENINGS', status: 'WATCH' },
            { kind: 'DOOR_LEFT_OPEN', status: 'WATCH' },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('health-cell').textContent).toBe('WatchFrequent door openings');
    cleanup();
    renderWithMantine(<HealthCell health={{ status: 'OK', computedAt: null, findings: [] }} />);
    expect(screen.getByTestId('health-cell').textContent).toBe('—');
  });
});
