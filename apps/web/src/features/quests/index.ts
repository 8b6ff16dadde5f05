/** Public API of the quests feature (the Fix-its screen and the dashboard reuse these). */
export { ScoreBadge, type ScoreBadgeProps } from './score-badge';
export { LocationFilter, useLocationFilter } from './location-filter';
export { AnswerValue, type AnswerValueProps } from './answer-value';
export { formatDateTime } from './format';
export { errorMessageOf } from './error-message';
