import { FOOD_CONTROLS, FOOD_VERDICTS } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import type { ApplianceFoodVerdict } from './food-verdict.service.js';

export const FOOD_VERDICT_READ = { level: 'STANDARD_USER' } as const;
const READ = FOOD_VERDICT_READ;
const minutes = (ms: number | null) => (ms === null ? null : Math.floor(ms / 60_000));
const instant = (ms: number | null) => (ms === null ? null : new Date(ms));

export const FoodVerdictWordEnum = builder.enumType('FoodVerdictWord', {
  values: FOOD_VERDICTS,
  description: 'The one food verdict every screen, e-mail and report shows (PRODUCT.md "Food-safety model").',
});
const FoodVerdictStatusEnum = builder.enumType('FoodVerdictStatus', { values: ['FOOD', 'NOT_FOOD', 'OUT_OF_SERVICE'] as const });
const FoodControlEnum = builder.enumType('FoodControl', { values: FOOD_CONTROLS });

const FoodDeadlineType = builder.objectRef<{ verdict: (typeof FOOD_VERDICTS)[number]; atMs: number }>('FoodDeadline').implement({
  authScopes: READ,
  fields: (t) => ({
    verdict: t.field({ type: FoodVerdictWordEnum, resolve: (d) => d.verdict }),
    at: t.field({ type: 'DateTime', resolve: (d) => new Date(d.atMs) }),
  }),
});

export const FoodVerdictType = builder.objectRef<ApplianceFoodVerdict>('FoodVerdict').implement({
  authScopes: READ,
  description: "The current batch's food verdict, computed from its stored readings at the time it is read.",
  fields: (t) => ({
    status: t.field({ type: FoodVerdictStatusEnum, resolve: (v) => v.status }),
    verdict: t.field({ type: FoodVerdictWordEnum, nullable: true, resolve: (v) => v.verdict }),
    control: t.field({ type: FoodControlEnum, resolve: (v) => v.control }),
    batchId: t.exposeID('batchId', { nullable: true }),
    batchStartedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => instant(v.batchStartedAtMs) }),
    dangerMinutes: t.int({
      description: 'Danger time (temperature control) or elapsed time (time control).',
      resolve: (v) => minutes(v.dangerMs) ?? 0,
    }),
    unknownMinutes: t.int({ resolve: (v) => minutes(v.unknownMs) ?? 0 }),
    periods: t.exposeInt('periods'),
    uncertain: t.exposeBoolean('uncertain'),
    noDataMinutes: t.int({
      nullable: true,
      description: 'Minutes since the last reading, when longer than 3 intervals.',
      resolve: (v) => minutes(v.silentForMs),
    }),
    inDangerNow: t.exposeBoolean('inDangerNow'),
    useNowAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => instant(v.useNowAtMs) }),
    actNowAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => instant(v.actNowAtMs) }),
    discardAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => instant(v.discardAtMs) }),
    next: t.field({
      type: FoodDeadlineType,
      nullable: true,
      description: 'The next change if things go on; never in the past.',
      resolve: (v) => v.next,
    }),
    foodTemperature: t.float({
      nullable: true,
      description: '°C: the last food temperature (the estimate for air sensors).',
      resolve: (v) => v.foodC,
    }),
    lastReadingAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => instant(v.lastReadingAtMs) }),
  }),
});
