import { NETWORK_INTEGRATION_KINDS } from '../../db/schema/index.js';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import {
  createIntegration,
  listIntegrations,
  removeIntegration,
  rotateIntegrationSecret,
  type IntegrationRow,
} from './integrations.service.js';

// Network server secrets are client-wide, like gateway secrets: Managers and Full Admins (PRODUCT.md).
const REGISTRY = { level: 'MANAGER' } as const;

const NetworkIntegrationKindEnum = builder.enumType('NetworkIntegrationKind', { values: NETWORK_INTEGRATION_KINDS });

/** A LoRaWAN network server sending the client's uplinks (its secret is never shown again). */
const NetworkIntegrationType = builder.objectRef<IntegrationRow>('NetworkIntegration').implement({
  authScopes: REGISTRY,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NetworkIntegrationKindEnum, resolve: (i) => i.kind }),
    name: t.exposeString('name'),
    uplinks: t.exposeInt('uplinks', { description: 'Uplinks stored.' }),
    lastUplinkAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.lastUplinkAt }),
    badUplinks: t.exposeInt('badUplinks', {
      description: 'Uplinks answered 200 but not stored (unknown device, undecodable, out of range).',
    }),
    lastError: t.exposeString('lastError', { nullable: true }),
    lastErrorAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.lastErrorAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
  }),
});

const NetworkIntegrationWithSecretType = builder
  .objectRef<{ integration: IntegrationRow; secret: string }>('NetworkIntegrationWithSecret')
  .implement({
    authScopes: REGISTRY,
    fields: (t) => ({
      integration: t.field({ type: NetworkIntegrationType, resolve: (p) => p.integration }),
      secret: t.exposeString('secret', { description: 'Shown once: the network server sends `Authorization: Bearer <secret>`.' }),
    }),
  });

const RemovedNetworkIntegrationType = builder.objectRef<IntegrationRow>('RemovedNetworkIntegration').implement({
  authScopes: REGISTRY,
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: () => 'SUCCESS' as const }),
    id: t.exposeID('id'),
  }),
});

const CreateNetworkIntegrationInput = builder.inputType('CreateNetworkIntegrationInput', {
  fields: (t) => ({
    kind: t.field({ type: NetworkIntegrationKindEnum, required: true }),
    name: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  networkIntegrations: t.field({
    type: [NetworkIntegrationType],
    authScopes: REGISTRY,
    resolve: (_root, _args, ctx) => listIntegrations({ scope: ctx }),
  }),
}));

builder.mutationFields((t) => ({
  createNetworkIntegration: t.field({
    type: NetworkIntegrationWithSecretType,
    authScopes: REGISTRY,
    args: { input: t.arg({ type: CreateNetworkIntegrationInput, required: true }) },
    resolve: (_root, { input }, ctx) => createIntegration({ scope: ctx, kind: input.kind, name: input.name }),
  }),
  rotateNetworkIntegrationSecret: t.field({
    type: NetworkIntegrationWithSecretType,
    authScopes: REGISTRY,
    args: { integrationId: t.arg.id({ required: true }) },
    resolve: (_root, { integrationId }, ctx) => rotateIntegrationSecret({ scope: ctx, id: String(integrationId) }),
  }),
  removeNetworkIntegration: t.field({
    type: RemovedNetworkIntegrationType,
    authScopes: REGISTRY,
    args: { integrationId: t.arg.id({ required: true }) },
    resolve: (_root, { integrationId }, ctx) => removeIntegration({ scope: ctx, id: String(integrationId) }),
  }),
}));
