export * from './constants.js';
export * from './enums.js';
export * from './access.js';
export * from './messages.js';
export * from './validation.js';
export * from './score.js';
