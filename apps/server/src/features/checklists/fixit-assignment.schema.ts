import { isFixitOverdue, mayAssignFixit } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { fixitChanged, publishing } from '../../events/mutation-events.js';
import { tenantOf } from '../../scope/scope.js';
import { assignFixit } from './fixit-assignment.service.js';
import { fixitOwnerCandidates } from './fixit-owners.service.js';
import { FixitType } from './fixits.schema.js';
import { fixitById } from './fixits.service.js';
import { notFoundError } from '../../graphql/errors.js';
import { personById } from './people.service.js';
import { locationFor, QuestPersonType } from './submissions.schema.js';

// Issue 41 item 4: a fix-it's owner and due date (the location's calendar), with its overdue flag.
builder.objectFields(FixitType, (t) => ({
  owner: t.field({
    type: QuestPersonType,
    nullable: true,
    description: 'Who is to fix it; null while nobody is named.',
    resolve: (fixit, _a, ctx) => personById({ scope: ctx, id: fixit.ownerId }),
  }),
  dueOn: t.string({
    nullable: true,
    description: "The day it is due, YYYY-MM-DD on the location's calendar.",
    resolve: (fixit) => fixit.dueOn,
  }),
  overdue: t.boolean({
    description: "PENDING and the location's today (its own zone) is after dueOn.",
    resolve: async (fixit, _a, ctx) => {
      const location = await locationFor(ctx, fixit.locationId);
      return isFixitOverdue(fixit, location?.timezone ?? 'UTC');
    },
  }),
  viewerCanAssign: t.boolean({
    description: 'Whether the viewer may set the owner and the due date (Managers and Location Managers, while PENDING).',
    resolve: (fixit, _a, ctx) => fixit.status === 'PENDING' && mayAssignFixit(tenantOf(ctx).level),
  }),
}));

const AssignFixitInput = builder.inputType('AssignFixitInput', {
  fields: (t) => ({
    fixitId: t.id({ required: true }),
    ownerId: t.id({ description: 'A person who sees the location; null clears; left out, unchanged.' }),
    dueOn: t.string({ description: "YYYY-MM-DD, not before the location's today; null clears; left out, unchanged." }),
  }),
});

builder.queryFields((t) => ({
  fixitOwnerCandidates: t.field({
    type: [QuestPersonType],
    description: 'Who a fix-it may be given to: active people who see its location, by name (Managers and Location Managers).',
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { fixitId: t.arg.id({ required: true }) },
    resolve: async (_root, { fixitId }, ctx) => {
      const fixit = await fixitById({ scope: ctx, id: String(fixitId) });
      if (!fixit) throw notFoundError('Fix-it');
      const owners = await fixitOwnerCandidates({ db: await ctx.db(), clientId: tenantOf(ctx).clientId, locationId: fixit.locationId });
      return owners.map((owner) => ({ id: owner.id, displayName: owner.displayName }));
    },
  }),
}));

builder.mutationFields((t) => ({
  assignFixit: t.field({
    type: FixitType,
    description:
      "Sets a PENDING fix-it's owner and due date (Managers and the location's Location Managers); the new owner gets an e-mail.",
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { input: t.arg({ type: AssignFixitInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      assignFixit({
        scope: ctx,
        app: ctx,
        input: {
          fixitId: String(input.fixitId),
          ownerId: input.ownerId === undefined || input.ownerId === null ? input.ownerId : String(input.ownerId),
          dueOn: input.dueOn,
        },
      }).then(publishing(ctx, fixitChanged)),
  }),
}));
