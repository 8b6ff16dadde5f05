import { CORRECTIVE_ACTION_SUBJECTS, FOOD_FATES, maySignOffCorrectiveAction } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { validationError } from '../../graphql/errors.js';
import { batchLoader } from '../../scope/batch-loader.js';
import type { Scope } from '../../scope/scope.js';
import { TempAlertType } from '../alerts/alerts.schema.js';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { applianceByKnownId } from '../appliances/appliances.service.js';
import { FixitType } from '../checklists/fixits.schema.js';
import { foodChanged, publishing, recordsChanged } from '../../events/mutation-events.js';
import { resolveImageSet, ImageSetType } from '../files/files.schema.js';
import { QuestPersonType } from '../checklists/submissions.schema.js';
import { personById } from '../checklists/people.service.js';
import { TemperatureUnitEnum } from '../users/me.schema.js';
import { alertReviewStatus, alertsNeedingReview } from './alert-review.service.js';
import type { SubjectRef } from './corrective-action-subjects.js';
import {
  closeOutAlert,
  correctiveActionsOf,
  listCorrectiveActions,
  recordCorrectiveAction,
  signOffCorrectiveAction,
  visibleCorrectiveAction,
  type CorrectiveActionRow,
} from './corrective-actions.service.js';

const READ = { level: 'STANDARD_USER' } as const;

/** Discarded food may have started a new batch: screens showing the appliance's food verdict refresh. */
const discardedFood = (row: CorrectiveActionRow) =>
  row.fate === 'DISCARDED' && row.applianceId ? foodChanged({ id: row.applianceId, locationId: row.locationId }) : null;

export const FoodFateEnum = builder.enumType('FoodFate', { values: FOOD_FATES });
export const CorrectiveActionSubjectEnum = builder.enumType('CorrectiveActionSubject', { values: CORRECTIVE_ACTION_SUBJECTS });
const AlertReviewStatusEnum = builder.enumType('AlertReviewStatus', {
  values: ['OPEN', 'NEEDS_CORRECTIVE_ACTION', 'AWAITING_SIGN_OFF', 'CLOSED_OUT'] as const,
});

function recordsByKind(kind: SubjectRef['kind']) {
  return batchLoader<string, CorrectiveActionRow>(
    async (scope: Scope, ids) => {
      const rows = await correctiveActionsOf({ scope, kind, ids });
      const key = (row: CorrectiveActionRow) => row.alertId ?? row.fixitId ?? row.foodBatchId ?? row.coolingLogId ?? '';
      return new Map(rows.map((row) => [key(row), row]));
    },
    { cache: false },
  );
}
const alertRecords = recordsByKind('ALERT');
const fixitRecords = recordsByKind('FIXIT');

/** What was done about a problem (PRODUCT.md "Corrective action"). Temperatures in °C. */
export const CorrectiveActionType = builder.objectRef<CorrectiveActionRow>('CorrectiveAction').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: CorrectiveActionSubjectEnum, resolve: (r) => r.subject }),
    alertId: t.exposeID('alertId', { nullable: true }),
    foodBatchId: t.exposeID('foodBatchId', { nullable: true }),
    coolingLogId: t.exposeID('coolingLogId', { nullable: true }),
    fixitId: t.exposeID('fixitId', { nullable: true }),
    locationId: t.exposeID('locationId'),
    appliance: t.field({
      type: ApplianceType,
      nullable: true,
      resolve: (r, _a, ctx) => applianceByKnownId({ scope: ctx, applianceId: r.applianceId }),
    }),
    fate: t.field({ type: FoodFateEnum, resolve: (r) => r.fate }),
    movedTo: t.field({
      type: ApplianceType,
      nullable: true,
      description: 'The appliance the food was moved to (fate MOVED).',
      resolve: (r, _a, ctx) => applianceByKnownId({ scope: ctx, applianceId: r.movedToApplianceId }),
    }),
    probeReading: t.float({ nullable: true, description: 'The probe reading the food was kept on, °C.', resolve: (r) => r.probeReadingC }),
    probeReadingUnit: t.field({ type: TemperatureUnitEnum, nullable: true, resolve: (r) => r.probeReadingUnit }),
    quantity: t.exposeString('quantity', { nullable: true }),
    cost: t.float({ nullable: true, resolve: (r) => (r.costCents === null ? null : r.costCents / 100) }),
    note: t.exposeString('note', { nullable: true }),
    photo: t.field({ type: ImageSetType, nullable: true, resolve: (r, _a, ctx) => resolveImageSet(ctx, r.photoFileId) }),
    doneBy: t.field({ type: QuestPersonType, nullable: true, resolve: (r, _a, ctx) => personById({ scope: ctx, id: r.doneBy }) }),
    doneAt: t.field({ type: 'DateTime', resolve: (r) => r.doneAt }),
    signedOffBy: t.field({ type: QuestPersonType, nullable: true, resolve: (r, _a, ctx) => personById({ scope: ctx, id: r.signedOffBy }) }),
    signedOffAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.signedOffAt }),
    viewerCanSignOff: t.boolean({
      description: 'The viewer may sign this record off (a Manager or Location Manager, not yet signed).',
      resolve: (r, _a, ctx) => r.signedOffAt === null && maySignOffCorrectiveAction(ctx.level),
    }),
  }),
});

builder.objectFields(TempAlertType, (t) => ({
  correctiveAction: t.field({
    type: CorrectiveActionType,
    nullable: true,
    resolve: async (alert, _a, ctx) => (await alertRecords.load(ctx, alert.id)) ?? null,
  }),
  reviewStatus: t.field({
    type: AlertReviewStatusEnum,
    description: 'An ENDED alert needs review until its corrective action is recorded and signed off (closed out).',
    resolve: async (alert, _a, ctx) => alertReviewStatus({ alert, record: (await alertRecords.load(ctx, alert.id)) ?? null }),
  }),
  viewerCanCloseOut: t.boolean({ resolve: (alert, _a, ctx) => alert.status === 'ENDED' && maySignOffCorrectiveAction(ctx.level) }),
}));

builder.objectFields(FixitType, (t) => ({
  correctiveAction: t.field({
    type: CorrectiveActionType,
    nullable: true,
    resolve: async (fixit, _a, ctx) => (await fixitRecords.load(ctx, fixit.id)) ?? null,
  }),
}));

const RecordCorrectiveActionInput = builder.inputType('RecordCorrectiveActionInput', {
  description: 'Exactly one of alertId, foodBatchId, coolingLogId, fixitId names the problem.',
  fields: (t) => ({
    alertId: t.id(),
    foodBatchId: t.id(),
    coolingLogId: t.id(),
    fixitId: t.id(),
    fate: t.field({ type: FoodFateEnum, required: true }),
    movedToApplianceId: t.id(),
    probeReading: t.float({ description: 'In probeReadingUnit (default °C).' }),
    probeReadingUnit: t.field({ type: TemperatureUnitEnum }),
    quantity: t.string(),
    cost: t.float(),
    note: t.string(),
    photoFileId: t.id(),
    signOff: t.boolean({ description: 'Sign it off at once (Managers and Location Managers).' }),
  }),
});

function subjectOf(input: {
  alertId?: string | number | null;
  foodBatchId?: string | number | null;
  coolingLogId?: string | number | null;
  fixitId?: string | number | null;
}): SubjectRef {
  const named = (
    [
      ['ALERT', input.alertId],
      ['FOOD_VERDICT', input.foodBatchId],
      ['COOLING_LOG', input.coolingLogId],
      ['FIXIT', input.fixitId],
    ] as const
  ).filter(([, id]) => id != null);
  const [only] = named;
  if (named.length !== 1 || !only)
    throw validationError('Name exactly one problem: an alert, a food batch, a cooling log or a fix-it', 'alertId');
  return { kind: only[0], id: String(only[1]) };
}

builder.queryFields((t) => ({
  correctiveAction: t.field({
    type: CorrectiveActionType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => visibleCorrectiveAction({ scope: ctx, id: String(args.id) }),
  }),
  correctiveActions: t.field({
    type: [CorrectiveActionType],
    description: "A location's corrective actions (optionally one appliance's), newest first.",
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }), applianceId: t.arg.id(), first: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listCorrectiveActions({
        scope: ctx,
        locationId: String(args.locationId),
        applianceId: args.applianceId == null ? null : String(args.applianceId),
        first: args.first ?? 50,
      }),
  }),
  alertsNeedingReview: t.field({
    type: [TempAlertType],
    description: 'ENDED alerts of the last 90 days not closed out yet (no corrective action, or not signed off), newest first.',
    authScopes: READ,
    args: { locationId: t.arg.id(), applianceId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      alertsNeedingReview({
        scope: ctx,
        locationId: args.locationId == null ? null : String(args.locationId),
        applianceId: args.applianceId == null ? null : String(args.applianceId),
      }),
  }),
}));

builder.mutationFields((t) => ({
  recordCorrectiveAction: t.field({
    type: CorrectiveActionType,
    description: 'Records what was done about an alert, a food verdict, a failed cooling log or a failed temperature answer.',
    authScopes: { tenant: true },
    args: { input: t.arg({ type: RecordCorrectiveActionInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      recordCorrectiveAction({
        scope: ctx,
        input: {
          subject: subjectOf(input),
          fate: input.fate,
          movedToApplianceId: input.movedToApplianceId == null ? null : String(input.movedToApplianceId),
          probeReading: input.probeReading == null ? null : { value: input.probeReading, unit: input.probeReadingUnit ?? 'C' },
          quantity: input.quantity,
          cost: input.cost,
          note: input.note,
          photoFileId: input.photoFileId == null ? null : String(input.photoFileId),
          signOff: input.signOff,
        },
      })
        .then(publishing(ctx, discardedFood))
        .then(publishing(ctx, recordsChanged)),
  }),
  signOffCorrectiveAction: t.field({
    type: CorrectiveActionType,
    description: 'A Manager or Location Manager signs a corrective action off.',
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => signOffCorrectiveAction({ scope: ctx, id: String(args.id) }).then(publishing(ctx, recordsChanged)),
  }),
  closeOutAlert: t.field({
    type: CorrectiveActionType,
    description: 'Closes out an ENDED alert by signing off its corrective action; refused (CORRECTIVE_ACTION_REQUIRED) without one.',
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { alertId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => closeOutAlert({ scope: ctx, alertId: String(args.alertId) }),
  }),
}));
