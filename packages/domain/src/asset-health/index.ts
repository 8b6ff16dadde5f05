export * from './types.js';
export { assessApplianceHealth, overallStatus } from './assess.js';
export { isLearnedDefrost, learnDefrost, defrostCycles } from './defrost.js';
export { findDisturbances, type Disturbance } from './disturbances.js';
export { healthFindingText, type SentenceOptions } from './sentences.js';
