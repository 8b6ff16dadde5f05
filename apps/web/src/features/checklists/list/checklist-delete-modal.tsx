import type { TFunction } from 'i18next';
import { confirmAction } from '../../../ui/confirm-action';
import type { ChecklistKind } from '../checklist-kind';

/**
 * Asks before deleting a quest or training (what was submitted stays in the history, as the text says).
 * `remove` resolves true once deleted; on a refusal the dialog stays open, as the toast explains.
 */
export function confirmChecklistDelete(kind: ChecklistKind, item: { name: string }, t: TFunction, remove: () => Promise<boolean>): void {
  confirmAction({
    title: t(`${kind}.deleteTitle`),
    message: t(`${kind}.deleteConfirm`, { name: item.name || t(`${kind}.untitled`) }),
    cancelLabel: t(`${kind}.cancel`),
    confirmLabel: t(`${kind}.delete`),
    onConfirm: remove,
  });
}
