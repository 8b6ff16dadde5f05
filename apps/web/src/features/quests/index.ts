/** Public API of the quests feature (the Fix-its screen and the dashboard reuse these). */
export { ScoreBadge, type ScoreBadgeProps } from './score-badge';
export { LocationFilter, useLocationFilter } from './location-filter';
export { AnswerValue, type AnswerValueProps } from './answer-value';
export { formatDateTime } from './format';
export { errorMessageOf } from './error-message';
// The content editor and the answering pieces, shared with the training screens.
export { PartsEditor, type PartsEditorAdapter, type PartsEditorProps } from './parts-editor';
export { AnswerField, type AnswerInput } from './answer-field';
export { PartAttachments } from './part-attachments';
// Pieces of the checklist screens that quests and trainings share (lists, editor, details, taking one).
export type { ChecklistKind } from './checklist-kind';
export { ChecklistCard } from './checklist-card';
export { ChecklistListToolbar } from './checklist-list-toolbar';
export { confirmChecklistDelete } from './checklist-delete-modal';
export { ChecklistEditLayout } from './checklist-edit-layout';
export { useActiveToggle } from './use-active-toggle';
export { ChecklistDetailsHeader } from './checklist-details-header';
export { PartsOutline } from './parts-outline';
export { ChecklistLocationsSelect, NameDescriptionFields } from './checklist-settings-fields';
export { useChecklistBasics, type ChecklistBasics } from './use-checklist-basics';
export { AnswersTable } from './answers-table';
export { VerdictBadge } from './verdict-badge';
export { RunActionCard, RunProgress, RunSectionHeading } from './run-parts';
export { RunResultCard } from './run-result-card';
export { ChecklistSettingsPanel } from './checklist-settings-panel';
