/**
 * Quests and trainings are rows of the same table and their screens have the same shapes: the shared
 * pieces take the kind to pick the words (`quests.*` / `training.*`, the same keys under each) and the
 * screens (/quests/{id}, /training/{id}).
 */
export type ChecklistKind = 'quests' | 'training';
