export * from './identity.js';
export * from './locations.js';
export * from './analytics.js';
