import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalsHostMounted } from './modals-host';

export type ConfirmActionOptions = {
  title: string;
  /** The question, naming what goes. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The action; the dialog stays open (its button busy) until it settles. `false` keeps the dialog open. */
  onConfirm: () => Promise<boolean | void> | boolean | void;
};

/**
 * The one confirm dialog (through @mantine/modals; its host, ui/modals-host.tsx, sits in the signed-in
 * shell): asks before something that cannot be undone, with Cancel and the action in the warning colour.
 */
export function confirmAction(options: ConfirmActionOptions): void {
  void whenModalsHostMounted().then(() => openConfirm(options));
}

function openConfirm({ title, message, confirmLabel, cancelLabel, onConfirm }: ConfirmActionOptions): void {
  const confirmProps = { color: 'secondary' };
  const modalId: string = modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps,
    closeOnConfirm: false,
    onConfirm: () => {
      modals.updateModal({ modalId, confirmProps: { ...confirmProps, loading: true } });
      void (async () => {
        let keepOpen = false;
        try {
          keepOpen = (await onConfirm()) === false;
        } finally {
          if (keepOpen) modals.updateModal({ modalId, confirmProps });
          else modals.close(modalId);
        }
      })();
    },
  });
}
