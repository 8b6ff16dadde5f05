/**
 * Public API of the checklists feature (quests, their runner, submissions and fix-its; the server's
 * `features/checklists`). Other features import from here only: the dashboard and the location cards
 * show scores, and the training screens are built from the same pieces as quests.
 */
export { ScoreBadge } from './score-badge';
export { formatDateTime } from './format';
export { useLocationFilter } from './list/location-filter';
// Lists and details.
export { ChecklistCard } from './list/checklist-card';
export { ChecklistListToolbar } from './list/checklist-list-toolbar';
export { confirmChecklistDelete } from './list/checklist-delete-modal';
export { ChecklistDetailsHeader } from './details/checklist-details-header';
export { PartsOutline } from './details/parts-outline';
export { useActiveToggle } from './details/use-active-toggle';
// The content and settings editor.
export { ChecklistEditLayout } from './editor/checklist-edit-layout';
export { PartsEditor, type PartsEditorAdapter } from './editor/parts-editor';
export { ChecklistLocationsSelect, NameDescriptionFields } from './editor/checklist-settings-fields';
export { ChecklistSettingsPanel } from './editor/checklist-settings-panel';
export { useChecklistBasics } from './editor/use-checklist-basics';
// Taking one, and its result.
export { AnswerField, type AnswerInput } from './runner/answer-field';
export { RunActionCard, RunProgress, RunSectionHeading } from './runner/run-parts';
export { RunResultCard } from './runner/run-result-card';
export { AnswersTable } from './submissions/answers-table';
export { VerdictBadge } from './submissions/verdict-badge';
// Sending the device's outbox from any screen (the shell, lazily).
export { OutboxSender } from './runner/outbox-sender';
