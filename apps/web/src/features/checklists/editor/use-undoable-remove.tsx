import { useMutation } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { QuestFieldsFragment } from '../../../gql/graphql';
import { showErrorToast } from '../../../ui/toast';
import type { PartsEditorAdapter } from './parts-editor';
import { UpdateSectionMarkerDocument } from './editor.operations';

type Part = QuestFieldsFragment['parts'][number];

/** How long the "Undo" stays offered after a part is removed. */
const UNDO_MS = 10_000;

/** The id of the part at `index` in a part mutation's answer (`{ data: { <field>: { parts } } }`). */
function partIdAt(result: unknown, index: number): string | null {
  const data = (result as { data?: Record<string, { parts?: Array<{ id: string }> } | null> } | null)?.data;
  const holder = data ? Object.values(data)[0] : null;
  return holder?.parts?.[index]?.id ?? null;
}

/**
 * Removing a part of the editor, with an "Undo" in the toast (issue 17: one click removed a step for good).
 * Undo puts the same library action back at its place, or a section with its name and description.
 */
export function useUndoableRemove(mutations: PartsEditorAdapter, run: (work: () => Promise<unknown>) => Promise<void>) {
  const { t } = useTranslation();
  const [updateSection] = useMutation(UpdateSectionMarkerDocument);

  const restore = async (part: Part, index: number) => {
    notifications.hide(`removed-${part.id}`);
    try {
      if (part.__typename === 'QuestActionPart') {
        await mutations.insertAction(part.action.id, index);
      } else {
        const sectionId = partIdAt(await mutations.createSection(index), index);
        if (sectionId) await updateSection({ variables: { sectionId, name: part.name, description: part.description } });
      }
    } catch (error) {
      console.error(error);
      showErrorToast(t('quests.editor.undoFailed'));
    }
  };

  return (part: Part, index: number) =>
    run(async () => {
      await mutations.removeParts([part.id]);
      const name = part.__typename === 'QuestActionPart' ? part.action.name : part.name;
      notifications.show({
        id: `removed-${part.id}`,
        color: 'primary',
        autoClose: UNDO_MS,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{t('quests.editor.partRemoved', { name: name || t('quests.editor.unnamedPart') })}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void restore(part, index)}>
              {t('quests.editor.undo')}
            </Button>
          </Group>
        ),
      });
    });
}
