import { builder } from './builder.js';
// Each feature registers its types and root fields on the shared builder when imported.
import '../features/auth/auth.schema.js';
import '../features/clients/clients.schema.js';
import '../features/locations/locations.schema.js';
import '../features/users/me.schema.js';
import '../features/analytics/analytics.schema.js';

export const schema = builder.toSchema({ sortSchema: true });
