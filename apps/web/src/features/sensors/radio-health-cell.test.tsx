// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../test-support/dom';
import { RadioHealthCell } from './radio-health-cell';

beforeAll(prepareDom);
afterEach(cleanup);

const radio = { rssi: -121, snr: -13.2, weakSignal: true, lostUplinksToday: 3, at: '2026-12-03T10:00:00.000Z' };

describe('RadioHealthCell', () => {
  it('says a weak signal and the uplinks lost today in words', () => {
    renderWithMantine(<RadioHealthCell radio={radio} />);
    expect(screen.getByTestId('radio-health').textContent).toBe('-121 dBm · SNR -13.2 dBWeak signal3 uplinks lost today');
  });

  it('shows only the figures of a healthy radio, one lost uplink in the singular', () => {
    renderWithMantine(<RadioHealthCell radio={{ ...radio, rssi: -80, snr: 9.5, weakSignal: false, lostUplinksToday: 0 }} />);
    expect(screen.getByTestId('radio-health').textContent).toBe('-80 dBm · SNR 9.5 dB');
    cleanup();
    renderWithMantine(<RadioHealthCell radio={{ ...radio, rssi: null, snr: null, weakSignal: false, lostUplinksToday: 1 }} />);
    expect(screen.getByTestId('radio-health').textContent).toBe('—1 uplink lost today');
  });

  it('shows the sensor’s own signal level when it never reported through a network server', () => {
    renderWithMantine(<RadioHealthCell radio={null} otherwise="62%" />);
    expect(screen.queryByTestId('radio-health')).toBeNull();
    expect(screen.getByText('62%')).toBeTruthy();
  });
});
