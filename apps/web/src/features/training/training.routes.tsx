// The lazily loaded module of /training, /training/:id, /training/:id/edit, /training/:id/submission and
// /training/:id/take (only src/app/routes.tsx imports it).
export { TrainingScreen } from './training-screen';
export { TrainingDetailsScreen, trainingDetailsLoader } from './training-details.route';
export { TrainingEditScreen, trainingEditLoader } from './training-edit.route';
export { TrainingSubmissionScreen, trainingSubmissionLoader } from './training-submission.route';
export { TrainingTakeScreen } from './training-take.route';
