import { builder } from '../../graphql/builder.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import type { Tenant } from '../cooling/tenant-location.service.js';
import { createShareLink, revokeShareLink, shareLinksOf, type ShareLinkView } from './share-links.service.js';

// The report and its links are for Managers and Location Managers (they answer to the inspector).
const MANAGE = { level: 'LOCATION_MANAGER' } as const;

function tenantOfRequest(ctx: GraphQLContext): Tenant {
  const viewer = tenantOf(ctx);
  return { clientId: viewer.clientId, userId: viewer.userId, accessLevel: viewer.accessLevel };
}

const ReportShareLinkType = builder.objectRef<ShareLinkView>('ReportShareLink').implement({
  description: 'A read-only link to a location’s inspection report for an inspector without an account.',
  authScopes: MANAGE,
  fields: (t) => ({
    id: t.exposeID('id'),
    locationId: t.exposeID('locationId'),
    from: t.field({ type: 'DateTime', resolve: (l) => l.periodStart }),
    to: t.field({ type: 'DateTime', resolve: (l) => l.periodEnd }),
    createdAt: t.field({ type: 'DateTime', resolve: (l) => l.createdAt }),
    expiresAt: t.field({ type: 'DateTime', resolve: (l) => l.expiresAt }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.revokedAt }),
    openings: t.exposeInt('openings', { description: 'How many times the link was opened (the page or its PDF).' }),
    lastOpenedAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.lastOpenedAt }),
  }),
});

const CreatedShareLinkType = builder.objectRef<{ link: ShareLinkView; url: string }>('CreatedReportShareLink').implement({
  authScopes: MANAGE,
  fields: (t) => ({
    link: t.field({ type: ReportShareLinkType, resolve: (p) => p.link }),
    url: t.string({ description: 'The link to hand the inspector; shown once (only its hash is stored).', resolve: (p) => p.url }),
  }),
});

const CreateShareLinkInput = builder.inputType('CreateReportShareLinkInput', {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    /** Default: the last 90 days. */
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
    /** 1 to 30. */
    expiresInDays: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  reportShareLinks: t.field({
    type: [ReportShareLinkType],
    description: 'The share links of a location’s inspection report, newest first.',
    authScopes: MANAGE,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      shareLinksOf({ db: await ctx.db(), tenant: tenantOfRequest(ctx), locationId: String(args.locationId) }),
  }),
}));

builder.mutationFields((t) => ({
  createReportShareLink: t.field({
    type: CreatedShareLinkType,
    description: 'Makes a read-only link to a location’s inspection report, valid for up to 30 days.',
    authScopes: MANAGE,
    args: { input: t.arg({ type: CreateShareLinkInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { link, token } = await createShareLink({
        db: await ctx.db(),
        tenant: tenantOfRequest(ctx),
        input: { locationId: String(input.locationId), from: input.from ?? null, to: input.to ?? null, expiresInDays: input.expiresInDays },
      });
      return { link, url: `${ctx.config.publicUrl}/shared-report/${token}` };
    },
  }),
  revokeReportShareLink: t.field({
    type: ReportShareLinkType,
    description: 'Ends a share link at once.',
    authScopes: MANAGE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => revokeShareLink({ db: await ctx.db(), tenant: tenantOfRequest(ctx), id: String(args.id) }),
  }),
}));
