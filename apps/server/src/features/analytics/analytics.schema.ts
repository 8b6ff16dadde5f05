import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { trackEvent } from './analytics.service.js';

const short = z.string().max(200);

const TrackEventInput = builder.inputType('TrackEventInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: z.string().min(1).max(64) }),
    path: t.string({ validate: z.string().max(2000) }),
    page: t.string({ validate: short }),
    loggedIn: t.boolean(),
    platform: t.string({ validate: short }),
    os: t.string({ validate: short }),
    browser: t.string({ validate: short }),
    environment: t.string({ validate: short }),
    commit: t.string({ validate: short }),
  }),
});

builder.mutationFields((t) => ({
  trackEvent: t.boolean({
    authScopes: { public: true },
    args: { input: t.arg({ type: TrackEventInput, required: true }) },
    resolve: (_root, { input }, ctx) => trackEvent({ scope: ctx, app: ctx, clientIp: ctx.request.ip, input }),
  }),
}));
