import { builder } from '../../graphql/builder.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { applianceByKnownId } from '../appliances/appliances.service.js';
import { QuestAnswerType, QuestSubmissionType } from '../checklists/submissions.schema.js';
import { linkAnswerAppliance, sensorComparisonsOf, type SensorComparison } from './sensor-comparison.service.js';

// Not cached: linking an answer and reading its submission may happen in one request.
const comparisonsBySubmission = batchLoader<string, SensorComparison[]>(
  async (scope: Scope, ids) => {
    const rows = await sensorComparisonsOf({ db: await scope.db(), clientId: tenantOf(scope).clientId, by: { submissionIds: ids } });
    const bySubmission = new Map<string, SensorComparison[]>();
    for (const row of rows) bySubmission.set(row.submissionId, [...(bySubmission.get(row.submissionId) ?? []), row]);
    return bySubmission;
  },
  { cache: false },
);

/** A manual temperature answer next to the appliance's sensor at the same time (°C). */
export const SensorComparisonType = builder.objectRef<SensorComparison>('SensorComparison').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    answerId: t.exposeID('answerId'),
    applianceId: t.exposeID('applianceId', { description: 'The appliance the answer names (its id: any level may read it).' }),
    actionName: t.exposeString('actionName'),
    appliance: t.field({
      type: ApplianceType,
      nullable: true,
      resolve: (c, _a, ctx) => applianceByKnownId({ scope: ctx, applianceId: c.applianceId }),
    }),
    manualTemperature: t.float({ resolve: (c) => c.manualC }),
    sensorTemperature: t.float({ nullable: true, description: 'Null: the sensor sent nothing near that time.', resolve: (c) => c.sensorC }),
    sensorReadingAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.sensorReadingAt }),
    flagged: t.boolean({ description: 'The reading differs from the sensor by more than 2 °C.', resolve: (c) => c.disagreementC !== null }),
    difference: t.float({ nullable: true, description: '|manual − sensor| in °C, 0.1 °C steps.', resolve: (c) => c.disagreementC }),
  }),
});

builder.objectFields(QuestAnswerType, (t) => ({
  sensorComparison: t.field({
    type: SensorComparisonType,
    nullable: true,
    description: 'Set when the answer names the appliance it was taken at (linkAnswerAppliance).',
    resolve: async (answer, _a, ctx) =>
      ((await comparisonsBySubmission.load(ctx, answer.submissionId)) ?? []).find((c) => c.answerId === answer.id) ?? null,
  }),
}));

builder.objectFields(QuestSubmissionType, (t) => ({
  sensorDisagreements: t.field({
    type: [SensorComparisonType],
    description:
      'Manual temperatures that differ from the appliance\'s sensor by more than 2 °C ("reading differs from the sensor by 4.2 °C").',
    resolve: async (submission, _a, ctx) =>
      ((await comparisonsBySubmission.load(ctx, submission.id)) ?? []).filter((c) => c.disagreementC !== null),
  }),
}));

builder.mutationFields((t) => ({
  linkAnswerAppliance: t.field({
    type: SensorComparisonType,
    nullable: true,
    description: 'Names the appliance a manual temperature answer was taken at; answers its comparison with that sensor.',
    authScopes: { tenant: true },
    args: { answerId: t.arg.id({ required: true }), applianceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      linkAnswerAppliance({ scope: ctx, answerId: String(args.answerId), applianceId: String(args.applianceId) }),
  }),
}));
