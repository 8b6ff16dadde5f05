import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { requestSensorDataExport } from './export.service.js';

const SensorDataExportInput = builder.inputType('SensorDataExportInput', {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    /** One piece of equipment; without it, the whole location. */
    applianceId: t.id(),
    from: t.field({ type: 'DateTime', required: true }),
    to: t.field({ type: 'DateTime', required: true }),
  }),
});

const SensorDataExportPayload = builder.objectRef<{ status: 'SUCCESS'; exportId: string }>('SensorDataExportPayload').implement({
  authScopes: { level: 'STANDARD_USER' },
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: (p) => p.status }),
    exportId: t.exposeID('exportId'),
  }),
});

builder.mutationFields((t) => ({
  sensorDataExport: t.field({
    type: SensorDataExportPayload,
    description:
      'Queues a CSV export of readings and alerts of a location (or one of its appliances) for a period of up to 31 days (366 for one appliance); it is e-mailed to the requester.',
    authScopes: { level: 'STANDARD_USER' },
    args: { input: t.arg({ type: SensorDataExportInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const queued = await requestSensorDataExport({
        scope: ctx,
        // The export runs after commit, logging to this request's log as before.
        system: { config: ctx.config, pool: ctx.pool, mailer: ctx.mailer, log: ctx.log },
        input: {
          locationId: String(input.locationId),
          applianceId: input.applianceId ? String(input.applianceId) : null,
          from: input.from,
          to: input.to,
        },
      });
      return { status: 'SUCCESS' as const, exportId: queued.id };
    },
  }),
}));
