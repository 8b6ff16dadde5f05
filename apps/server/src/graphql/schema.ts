import { builder } from './builder.js';
// Each feature registers its types and root fields on the shared builder when imported.
import '../features/auth/auth.schema.js';
import '../features/clients/clients.schema.js';
import '../features/locations/locations.schema.js';
import '../features/plans/plans.schema.js';
import '../features/users/me.schema.js';
import '../features/analytics/analytics.schema.js';
import '../features/users/users.schema.js';
import '../features/diary/diary.schema.js';
import '../features/media/media.schema.js';
import '../features/appliances/appliances.schema.js';
import '../features/areas/areas.schema.js';
import '../features/sensors/sensors.schema.js';
import '../features/quests/checklists.schema.js';
import '../features/alerts/alerts.schema.js';
import '../features/export/export.schema.js';
import '../features/ingest/gateways.schema.js';
import '../features/trainings/trainings.schema.js';
import '../features/trainings/training-attempts.schema.js';

export const schema = builder.toSchema({ sortSchema: true });
