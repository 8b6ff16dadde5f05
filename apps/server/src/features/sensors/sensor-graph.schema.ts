import { builder } from '../../graphql/builder.js';
import { TempAlertReasonEnum, TempAlertSeverityEnum } from '../alerts/alerts.schema.js';
import {
  applianceReadings,
  sensorGraph,
  type AlertSpan,
  type ApplianceReading,
  type GraphPoint,
  type SensorGraph,
} from './sensor-graph.service.js';

// A sensor's temperatures over time (the equipment page's graph and day of readings). Monitoring data:
// Standard Users and above, as the alerts drawn over it.
const READ = { level: 'STANDARD_USER' } as const;

const GraphPointType = builder.objectRef<GraphPoint>('SensorGraphPoint').implement({
  authScopes: READ,
  fields: (t) => ({
    time: t.field({ type: 'DateTime', resolve: (p) => p.time }),
    temperature: t.exposeFloat('temperature'),
    min: t.exposeFloat('min'),
    max: t.exposeFloat('max'),
    readings: t.exposeInt('readings', { description: 'How many readings the point stands for (1: a raw reading).' }),
  }),
});

const SensorGraphSourceEnum = builder.enumType('SensorGraphSource', {
  description: 'What a graph was computed from: raw readings, or the 5-minute or hourly rollups (graphs longer than two days).',
  values: ['READINGS', 'ROLLUPS_5M', 'ROLLUPS_1H'] as const,
});

const AlertSpanType = builder.objectRef<AlertSpan>('SensorGraphAlertSpan').implement({
  authScopes: READ,
  fields: (t) => ({
    alertId: t.exposeID('alertId'),
    startedAt: t.field({ type: 'DateTime', resolve: (s) => s.startedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.endedAt }),
    severity: t.field({ type: TempAlertSeverityEnum, resolve: (s) => s.severity }),
    reason: t.field({ type: TempAlertReasonEnum, resolve: (s) => s.reason }),
  }),
});

const SensorGraphType = builder.objectRef<SensorGraph>('SensorGraph').implement({
  authScopes: READ,
  fields: (t) => ({
    sensorId: t.exposeID('sensorId'),
    start: t.field({ type: 'DateTime', resolve: (g) => g.start }),
    end: t.field({ type: 'DateTime', resolve: (g) => g.end }),
    bucketSeconds: t.exposeInt('bucketSeconds', { description: '0: raw readings; otherwise the width of each min/max bucket.' }),
    source: t.field({ type: SensorGraphSourceEnum, resolve: (g) => g.source }),
    points: t.field({ type: [GraphPointType], resolve: (g) => g.points }),
    alertSpans: t.field({ type: [AlertSpanType], resolve: (g) => g.alertSpans }),
  }),
});

const ApplianceReadingType = builder.objectRef<ApplianceReading>('ApplianceReading').implement({
  authScopes: READ,
  fields: (t) => ({
    time: t.field({ type: 'DateTime', resolve: (r) => r.time }),
    temperature: t.exposeFloat('temperature'),
    humidity: t.exposeFloat('humidity', { nullable: true }),
    batteryLevel: t.exposeInt('batteryLevel', { nullable: true }),
    signalLevel: t.exposeInt('signalLevel', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  sensorGraph: t.field({
    type: SensorGraphType,
    nullable: true,
    description:
      'Temperatures of a sensor from start to end (default now); at most ~1,000 points, each with its min/max envelope (longer than two days: from the rollups).',
    authScopes: READ,
    args: { id: t.arg.id({ required: true }), start: t.arg({ type: 'DateTime', required: true }), end: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => sensorGraph({ scope: ctx, sensorId: String(args.id), start: args.start, end: args.end }),
  }),
  applianceReadings: t.field({
    type: [ApplianceReadingType],
    description: "Raw readings of an appliance's primary sensor in a range of up to 7 days (the equipment page: one day).",
    authScopes: READ,
    args: {
      id: t.arg.id({ required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, ctx) => applianceReadings({ scope: ctx, applianceId: String(args.id), start: args.start, end: args.end }),
  }),
}));
