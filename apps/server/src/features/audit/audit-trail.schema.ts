import { AUDIT_SUBJECTS, auditChangesOf, type AuditChange } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { auditTrail, type AuditEventRow } from './audit-trail.service.js';

export const AuditSubjectEnum = builder.enumType('AuditSubject', { values: AUDIT_SUBJECTS });

/** One field of a change: its values before and after, as JSON text (numbers in °C, ids, dates). */
const AuditChangeType = builder.objectRef<AuditChange>('AuditChange').implement({
  authScopes: { level: 'STANDARD_USER' },
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

/** Append-only history of a food-safety record: who changed what, when, before → after. */
export const AuditEventType = builder.objectRef<AuditEventRow>('AuditEvent').implement({
  authScopes: { level: 'STANDARD_USER' },
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: AuditSubjectEnum, resolve: (e) => e.subject }),
    subjectId: t.exposeID('subjectId', { nullable: true }),
    change: t.exposeString('change', { description: 'CREATED, UPDATED or SIGNED_OFF.' }),
    applianceId: t.exposeID('applianceId', { nullable: true }),
    sensorId: t.exposeID('sensorId', { nullable: true }),
    actorName: t.string({ nullable: true, description: 'Who did it (null: the system).', resolve: (e) => e.actorName }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    changes: t.field({ type: [AuditChangeType], resolve: (e) => auditChangesOf(e.before, e.after) }),
  }),
});

builder.queryFields((t) => ({
  auditTrail: t.field({
    type: [AuditEventType],
    description:
      "History of a location's safe zones, profile, sensor offsets, corrective actions, cooling logs and calibration checks, newest first; narrowed to one appliance or sensor when given.",
    authScopes: { level: 'STANDARD_USER' },
    args: { locationId: t.arg.id({ required: true }), applianceId: t.arg.id(), sensorId: t.arg.id(), first: t.arg.int() },
    resolve: (_root, args, ctx) =>
      auditTrail({
        scope: ctx,
        locationId: String(args.locationId),
        applianceId: args.applianceId == null ? null : String(args.applianceId),
        sensorId: args.sensorId == null ? null : String(args.sensorId),
        first: args.first ?? 100,
      }),
  }),
}));
