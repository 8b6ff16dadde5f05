import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type AreaNameModalProps = {
  opened: boolean;
  title: string;
  initialName: string;
  submitLabel: string;
  /** Resolves with an error text to show, or null when saved. */
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
};

/** Asks for an area's name (adding or renaming an area). */
export function AreaNameModal({ opened, title, initialName, submitLabel, onSubmit, onClose }: AreaNameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(null);
    }
  }, [opened, initialName]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setSaving(true);
    const failure = await onSubmit(name.trim());
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label={t('equipment.areas.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={80}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('equipment.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
