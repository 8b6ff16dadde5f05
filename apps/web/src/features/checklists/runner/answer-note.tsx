import { ANSWER_NOTE_MAX } from '@ks/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AnswerNoteProps = {
  actionName: string;
  /** The note the answer carries now (saved, waiting on the device, or kept for the first answer). */
  note: string | null;
  /** Whether the action is answered: a note given before the answer travels with it. */
  answered: boolean;
  disabled: boolean;
  /** Keeps the note (trimmed, empty for none); false when it could not be stored. */
  onSave: (note: string) => Promise<boolean>;
};

/**
 * "Add a note" under an action (issue 41 item 4): a remark on any answer, at most ANSWER_NOTE_MAX
 * characters, saved with the answer through the outbox like the answer itself.
 */
export function AnswerNote({ actionName, note, answered, disabled, onSave }: AnswerNoteProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (draft === null) {
    return (
      <Stack gap={4}>
        {note ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="run-answer-note">
            {t('notesSignOff.note', { note })}
          </Text>
        ) : null}
        <Button variant="subtle" size="compact-sm" w="fit-content" disabled={disabled} onClick={() => setDraft(note ?? '')}>
          {note ? t('notesSignOff.editNote') : t('notesSignOff.addNote')}
        </Button>
      </Stack>
    );
  }
  const length = [...draft.trim()].length;
  const tooLong = length > ANSWER_NOTE_MAX;
  const save = async () => {
    if (tooLong) return;
    setSaving(true);
    const ok = await onSave(draft.trim());
    setSaving(false);
    if (ok) setDraft(null);
  };
  return (
    <Stack gap={6}>
      <Textarea
        label={t('notesSignOff.noteLabel', { action: actionName })}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        disabled={disabled}
        error={tooLong ? t('notesSignOff.noteTooLong', { max: ANSWER_NOTE_MAX }) : null}
        description={
          answered
            ? t('notesSignOff.noteCount', { count: length, max: ANSWER_NOTE_MAX })
            : `${t('notesSignOff.noteWithAnswer')} ${t('notesSignOff.noteCount', { count: length, max: ANSWER_NOTE_MAX })}`
        }
        data-autofocus
      />
      <Group gap="xs">
        <Button size="compact-md" onClick={() => void save()} disabled={disabled || tooLong} loading={saving}>
          {t('notesSignOff.saveNote')}
        </Button>
        <Button size="compact-md" variant="default" onClick={() => setDraft(null)}>
          {t('notesSignOff.cancelNote')}
        </Button>
      </Group>
    </Stack>
  );
}
