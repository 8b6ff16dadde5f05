import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { createGateway, deleteGateway, listGateways, type GatewayRow } from './gateways.service.js';

// Ingest credentials are the sensor registry's business: Managers and Full Admins (PRODUCT.md).
const REGISTRY = { level: 'MANAGER' } as const;

/** A gateway that sends readings for the client's sensors over HTTP or MQTT (its secret is never shown again). */
const GatewayType = builder.objectRef<GatewayRow>('GatewayCredential').implement({
  authScopes: REGISTRY,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.field({ type: 'DateTime', resolve: (g) => g.createdAt }),
  }),
});

const GatewayWithSecretType = builder.objectRef<{ gateway: GatewayRow; secret: string }>('GatewayCredentialWithSecret').implement({
  authScopes: REGISTRY,
  fields: (t) => ({
    gateway: t.field({ type: GatewayType, resolve: (p) => p.gateway }),
    secret: t.exposeString('secret', {
      description: 'Shown once: `Authorization: Bearer <secret>` on /ingest/v1/readings, or the MQTT password of gateway@<clientId>.',
    }),
  }),
});

const DeletedGatewayType = builder.objectRef<GatewayRow>('DeletedGatewayCredential').implement({
  authScopes: REGISTRY,
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: () => 'SUCCESS' as const }),
    id: t.exposeID('id'),
  }),
});

builder.queryFields((t) => ({
  gatewayCredentials: t.field({
    type: [GatewayType],
    authScopes: REGISTRY,
    resolve: (_root, _args, ctx) => listGateways({ scope: ctx }),
  }),
}));

builder.mutationFields((t) => ({
  createGatewayCredential: t.field({
    type: GatewayWithSecretType,
    authScopes: REGISTRY,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) => createGateway({ scope: ctx, app: ctx, name }),
  }),
  deleteGatewayCredential: t.field({
    type: DeletedGatewayType,
    authScopes: REGISTRY,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteGateway({ scope: ctx, app: ctx, id: String(id) }),
  }),
}));
