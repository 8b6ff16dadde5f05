import { describe, expect, it } from 'vitest';
import { chartSeries, type SensorGraphData } from './graph-data';

const graph: SensorGraphData = {
  sensorId: 's',
  start: '2026-11-22T05:00:00.000Z',
  end: '2026-11-22T12:00:00.000Z',
  bucketSeconds: 0,
  points: [
    { time: '2026-11-22T06:00:00.000Z', temperature: 3, min: 3, max: 3 },
    { time: '2026-11-22T07:00:00.000Z', temperature: 8, min: 7.5, max: 8.5 },
  ],
  alertSpans: [
    {
      alertId: 'a',
      startedAt: '2026-11-22T04:00:00.000Z',
      endedAt: '2026-11-22T05:30:00.000Z',
      severity: 'LOW',
      reason: 'APPLIANCE_TOO_WARM',
    },
    { alertId: 'b', startedAt: '2026-11-22T06:30:00.000Z', endedAt: null, severity: 'HIGH', reason: 'APPLIANCE_TOO_WARM' },
  ],
};
const dayEnd = new Date('2026-11-23T05:00:00.000Z');
const now = new Date('2026-11-22T12:00:00.000Z');
const s = (iso: string) => Date.parse(iso) / 1000;

describe('chartSeries', () => {
  it('converts to the viewer unit with seconds on the x axis', () => {
    const series = chartSeries(graph, { min: 0, max: 5 }, 'F', dayEnd, now);
    expect(series.data[0]).toEqual([s('2026-11-22T06:00:00.000Z'), s('2026-11-22T07:00:00.000Z')]);
    expect(series.data[1]).toEqual([37.4, 46.4]);
    expect(series.data[2]).toEqual([37.4, 45.5]);
    expect(series.data[3]).toEqual([37.4, 47.3]);
    expect(series.zone).toEqual({ min: 32, max: 41 });
  });

  it('clips alert spans to the day and runs an open one until now', () => {
    const series = chartSeries(graph, { min: null, max: 5 }, 'C', dayEnd, now);
    expect(series.zone).toEqual({ min: null, max: 5 });
    expect(series.spans).toEqual([
      { start: s('2026-11-22T05:00:00.000Z'), end: s('2026-11-22T05:30:00.000Z'), severity: 'LOW' },
      { start: s('2026-11-22T06:30:00.000Z'), end: s('2026-11-22T12:00:00.000Z'), severity: 'HIGH' },
    ]);
    expect(series.range).toEqual({ start: s('2026-11-22T05:00:00.000Z'), end: s('2026-11-23T05:00:00.000Z') });
  });
});
