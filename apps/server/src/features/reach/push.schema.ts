import { builder } from '../../graphql/builder.js';
import { myPushSubscriptions, subscribeToPush, unsubscribeFromPush, type PushSubscriptionRow } from './push-subscriptions.service.js';
import { sendTestPush } from './test-push.js';
import { vapidKeysOf } from './vapid-keys.js';

// Devices are a person's own, whatever their access level (Basic Users get checklist reminders too).
const OWN = { signedIn: true } as const;

const PushDeviceType = builder.objectRef<PushSubscriptionRow>('PushDevice').implement({
  description: 'A browser or phone that receives Web Push notifications for the viewer.',
  authScopes: OWN,
  fields: (t) => ({
    id: t.id({ resolve: (d) => d.id }),
    endpoint: t.string({ resolve: (d) => d.endpoint }),
    deviceName: t.string({ resolve: (d) => d.deviceName }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
    lastDeliveredAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.lastDeliveredAt }),
  }),
});

const PushKeysInput = builder.inputType('PushKeysInput', {
  fields: (t) => ({ p256dh: t.string({ required: true }), auth: t.string({ required: true }) }),
});

const SubscribeToPushInput = builder.inputType('SubscribeToPushInput', {
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    keys: t.field({ type: PushKeysInput, required: true }),
    deviceName: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  webPushPublicKey: t.string({
    nullable: true,
    description: "The server's VAPID public key (base64url) for PushManager.subscribe; null when Web Push is off.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => vapidKeysOf(ctx.config)?.publicKey ?? null,
  }),
  myPushDevices: t.field({
    type: [PushDeviceType],
    description: "The viewer's devices that receive push notifications, newest first (Settings).",
    authScopes: OWN,
    resolve: (_root, _args, ctx) => myPushSubscriptions({ scope: ctx }),
  }),
}));

builder.mutationFields((t) => ({
  subscribeToPush: t.field({
    type: PushDeviceType,
    description: "Registers this device's push subscription for the viewer (again: updates its keys and name).",
    authScopes: OWN,
    args: { input: t.arg({ type: SubscribeToPushInput, required: true }) },
    resolve: (_root, { input }, ctx) => subscribeToPush({ scope: ctx, pool: ctx.pool, input }),
  }),
  unsubscribeFromPush: t.boolean({
    description: 'Stops push notifications to one of the viewer’s devices; false when it was not theirs or not known.',
    authScopes: OWN,
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unsubscribeFromPush({ scope: ctx, endpoint: args.endpoint }),
  }),
  sendTestPush: t.int({
    description: 'Sends a test notification to every device of the viewer; how many push services accepted it.',
    authScopes: OWN,
    resolve: (_root, _args, ctx) =>
      sendTestPush({ scope: ctx, config: ctx.config, pool: ctx.pool, language: ctx.viewer?.language ?? 'en' }),
  }),
}));
