import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import type { ChecklistKind } from './checklist-kind';

export type ChecklistDeleteModalProps = {
  kind: ChecklistKind;
  /** The quest or training to delete; the modal is open while it is set. */
  item: { name: string } | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before deleting a quest or training (what was submitted stays in the history, as the text says). */
export function ChecklistDeleteModal({ kind, item, deleting, onCancel, onConfirm }: ChecklistDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title={t(`${kind}.deleteTitle`)}
      message={t(`${kind}.deleteConfirm`, { name: item?.name || t(`${kind}.untitled`) })}
      cancelLabel={t(`${kind}.cancel`)}
      deleteLabel={t(`${kind}.delete`)}
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
