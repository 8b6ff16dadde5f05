/**
 * The alert engine's one door. Transports (HTTP, MQTT) hand it checked readings; the clock (the alert
 * monitor job, the seed) asks it to catch up. Everything else in engine/ — the readings write, the
 * engine's load, evaluation, state save and replay, retry and fallback — is reached through these two
 * functions only (eslint.config.js forbids importing engine/* from outside but this file).
 */
export { storeAndEvaluate, type StoreAndEvaluateOutcome } from './store-and-evaluate.js';
export { catchUpEngine, type CatchUpOutcome } from './catch-up.js';
export { CredentialRefused } from './engine-transaction.js';
export type { ClientReading } from './readings-writer.js';
