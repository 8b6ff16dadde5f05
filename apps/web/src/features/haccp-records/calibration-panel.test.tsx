// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../test-support/dom';
import { CalibrationPanel } from './calibration-panel';

beforeAll(prepareDom);
afterEach(cleanup);

const FAILED_AT = '2026-12-03T15:00:00.000Z';
const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });

describe('a failed calibration check on the equipment page', () => {
  it('says due now, whatever the interval said', () => {
    const sensor = {
      id: 's1',
      hwid: 'HW-7',
      temperatureOffset: 0,
      offsetSetAt: null,
      offsetSetBy: null,
      calibrationIntervalMonths: 6,
      calibrationDueAt: FAILED_AT,
      calibrationFailedAt: FAILED_AT,
      viewerCanCalibrate: false,
      calibrationChecks: [],
    };
    renderWithMantine(
      <ApolloProvider client={client}>
        <CalibrationPanel sensors={[sensor]} timeZone="America/New_York" onChanged={() => undefined} />
      </ApolloProvider>,
    );
    expect(screen.getByTestId('calibration-due').textContent).toBe('Check failed on Dec 3, 2026: calibrate now');
    expect(screen.getByText(/then record a check that passes/)).toBeTruthy();
  });
});
