import { FOOD_VERDICT_READ, FoodVerdictType } from '../food-verdict/food-verdict.schema.js';
import { foodVerdictOf } from '../food-verdict/food-verdict.service.js';
import { builder } from '../../graphql/builder.js';
import { ApplianceType } from './appliances.schema.js';

// Appliance.foodVerdict lives with the appliance (the food-verdict feature knows nothing of appliances'
// GraphQL types, so alerts may use the verdict without a feature cycle).
builder.objectFields(ApplianceType, (t) => ({
  foodVerdict: t.field({
    type: FoodVerdictType,
    nullable: true,
    authScopes: FOOD_VERDICT_READ,
    description: 'The one food verdict of the current batch (SAFE, USE NOW, DISCARD, ACT NOW, UNCERTAIN).',
    resolve: (a, _args, ctx) => foodVerdictOf({ scope: ctx, appliance: a }),
  }),
}));
