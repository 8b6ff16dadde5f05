/**
 * Trainings built and taken through the API, for tests of other features (a feature's test may not reach
 * into another feature's files; the helpers stay beside the trainings tests that own them).
 */
export { buildTraining, takeTraining, type BuiltTraining } from '../src/features/trainings/training-test-support.js';
