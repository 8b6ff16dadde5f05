import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type ConfirmDeleteModalProps = {
  opened: boolean;
  title: string;
  /** The question, naming what goes. */
  message: string;
  cancelLabel: string;
  deleteLabel: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before deleting something: the question, Cancel, and the delete button in the warning colour. */
export function ConfirmDeleteModal({
  opened,
  title,
  message,
  cancelLabel,
  deleteLabel,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color="secondary" loading={deleting} onClick={onConfirm}>
            {deleteLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
