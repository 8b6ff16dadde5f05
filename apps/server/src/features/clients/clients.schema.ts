import { builder } from '../../graphql/builder.js';
import { listViewerClients, type ClientRow } from './clients.service.js';

export const ClientType = builder.objectRef<ClientRow>('Client').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
  }),
});

builder.queryFields((t) => ({
  clients: t.field({
    type: [ClientType],
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => listViewerClients({ scope: ctx, app: ctx, systemRole: ctx.viewer?.systemRole ?? null }),
  }),
}));
