// The checklist features register their types in dependency order: actions, quests, the worker's
// activations and submissions, fix-its, then the quest details and location summary fields that use them.
import './actions.schema.js';
import './quests.schema.js';
import './submissions.schema.js';
import './activations.schema.js';
import './fixits.schema.js';
import './fixit-assignment.schema.js';
import './quest-details.schema.js';
import './quest-summary.schema.js';
