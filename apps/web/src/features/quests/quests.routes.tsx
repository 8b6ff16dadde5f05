// The lazily loaded module of /quests, /quests/:id, /quests/:id/edit and /quests/:id/submission.
export { QuestsScreen } from './quests-screen';
export { QuestDetailsScreen, questDetailsLoader } from './quest-details.route';
export { QuestEditScreen, questEditLoader } from './quest-edit.route';
export { QuestSubmissionScreen, submissionLoader } from './submission-details.route';
