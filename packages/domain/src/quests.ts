/** Quests and trainings: schedules, actions and their defaults, activation and answer rules. */
export * from './schedule.js';
export * from './action-properties.js';
export * from './action-defaults.js';
export * from './quest-rules.js';
