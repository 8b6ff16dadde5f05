import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import { ResolveFixitDocument } from './fixits.operations';

export type ResolveFixitModalProps = {
  fixit: { id: string; actionName: string } | null;
  onClose: () => void;
  onResolved: () => void;
};

/** Resolving needs a comment saying what was done (PENDING → RESOLVED; resolver and time are kept). */
export function ResolveFixitModal({ fixit, onClose, onResolved }: ResolveFixitModalProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resolve, resolving] = useMutation(ResolveFixitDocument);
  const close = () => {
    setComment('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!fixit) return;
    if (!comment.trim()) {
      setError(t('validation.required'));
      return;
    }
    try {
      await resolve({ variables: { id: fixit.id, comment } });
      showSuccessToast(t('fixits.resolved'));
      setComment('');
      setError(null);
      onResolved();
    } catch (failure) {
      showErrorToast(errorMessageOf(failure, t('fixits.resolveFailed'), t));
    }
  };
  return (
    <Modal opened={fixit !== null} onClose={close} title={t('fixits.resolveTitle')} centered>
      <Stack>
        <Text size="sm">{fixit?.actionName}</Text>
        <Textarea
          label={t('fixits.comment')}
          description={t('fixits.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('fixits.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={resolving.loading}>
            {t('fixits.resolve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
