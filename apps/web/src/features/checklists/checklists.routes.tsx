// The lazily loaded module of /quests, /quests/:id, /quests/:id/edit and /quests/:id/submission.
export { QuestsScreen } from './list/quests-screen';
export { QuestDetailsScreen, questDetailsLoader } from './details/quest-details.route';
export { QuestEditScreen, questEditLoader } from './editor/quest-edit.route';
export { QuestSubmissionScreen, submissionLoader } from './submissions/submission-details.route';
