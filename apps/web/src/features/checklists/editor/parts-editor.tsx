import { useMutation } from '@apollo/client/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ACTION_TYPES, type ActionType } from '@ks/domain';
import { ActionIcon, Badge, Button, Collapse, Group, Menu, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestFieldsFragment } from '../../../gql/graphql';
import { showErrorToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import {
  CreateQuestActionDocument,
  CreateQuestSectionDocument,
  InsertQuestActionDocument,
  RemoveQuestPartsDocument,
  UpdateQuestPartsOrderDocument,
} from './editor.operations';
import { ActionEditor } from '../library/action-editor';
import { LibraryPicker } from '../library/library-picker';
import { SectionEditor } from './section-editor';
import { useUndoableRemove } from './use-undoable-remove';
import { partDragAccessibility, partTitle } from './part-drag-announcements';

type Part = QuestFieldsFragment['parts'][number];

/** What a choice option's mark means: choosing it raises a fix-it (quests) or it is a correct answer (trainings). */
export type ChoiceMarks = 'fixit' | 'correct';

/**
 * The mutations behind the content editor, so quests and trainings (rows of the same table with their
 * own operations) share it. Each call resolves once the server answered with the new parts.
 */
export type PartsEditorAdapter = {
  createSection: (atIndex: number) => Promise<unknown>;
  createAction: (type: ActionType, atIndex: number) => Promise<unknown>;
  insertAction: (actionId: string, atIndex: number) => Promise<unknown>;
  removeParts: (partIds: string[]) => Promise<unknown>;
  reorder: (partIds: string[]) => Promise<unknown>;
  choiceMarks?: ChoiceMarks;
};

/** The quests' own adapter: the quest part mutations. */
function useQuestPartsAdapter(questId: string): PartsEditorAdapter {
  const [createSection] = useMutation(CreateQuestSectionDocument);
  const [createAction] = useMutation(CreateQuestActionDocument);
  const [insertAction] = useMutation(InsertQuestActionDocument);
  const [removeParts] = useMutation(RemoveQuestPartsDocument);
  const [reorder] = useMutation(UpdateQuestPartsOrderDocument);
  return {
    createSection: (atIndex) => createSection({ variables: { questId, atIndex } }),
    createAction: (type, atIndex) => createAction({ variables: { questId, type, atIndex } }),
    insertAction: (actionId, atIndex) => insertAction({ variables: { questId, actionId, atIndex } }),
    removeParts: (partIds) => removeParts({ variables: { questId, partIds } }),
    reorder: (partIds) => reorder({ variables: { questId, partIds } }),
  };
}

function SortablePart({
  part,
  open,
  onToggle,
  onRemove,
  disabled,
  choiceMarks,
}: {
  part: Part;
  open: boolean;
  onToggle: () => void;
  onRemove: () => void;
  disabled: boolean;
  choiceMarks: ChoiceMarks;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: part.id, disabled });
  const title = partTitle(part, t);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      bg={part.__typename === 'SectionMarker' ? 'gray.0' : undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      data-testid="quest-part"
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('quests.editor.dragHandle', { name: title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          ⠿
        </ActionIcon>
        <UnstyledButton onClick={onToggle} style={{ flex: 1 }} aria-expanded={open}>
          <Group gap="xs" wrap="nowrap">
            {part.__typename === 'SectionMarker' ? (
              <Badge size="sm" variant="outline" color="gray">
                {t('quests.editor.section')}
              </Badge>
            ) : (
              <Badge size="sm" variant="light">
                {t(`quests.actionTypes.${part.action.type}`)}
              </Badge>
            )}
            <Text fw={part.__typename === 'SectionMarker' ? 700 : 500} size="sm" lineClamp={1}>
              {title}
            </Text>
          </Group>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="secondary"
          aria-label={t('quests.editor.removePart', { name: title })}
          onClick={onRemove}
          disabled={disabled}
        >
          ×
        </ActionIcon>
      </Group>
      <Collapse in={open}>
        <Stack pt="sm">
          {part.__typename === 'SectionMarker' ? (
            <SectionEditor key={part.id} section={part} disabled={disabled} />
          ) : (
            <ActionEditor
              key={`${part.action.id}:${part.action.updatedAt}`}
              action={part.action}
              disabled={disabled}
              choiceMarks={choiceMarks}
            />
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}

export type PartsEditorProps = {
  quest: { id: string; parts: ReadonlyArray<Part> };
  disabled: boolean;
  /** The training editor passes its own mutations; without it the quest's are used. */
  adapter?: PartsEditorAdapter;
};

/**
 * The quest's (or training's) content: sections and actions, reordered by drag and drop (pointer or
 * keyboard), with new sections, new actions of each type and actions from the library added at the end.
 */
export function PartsEditor({ quest, disabled, adapter }: PartsEditorProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(() => quest.parts.map((part) => part.id));
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [libraryOpen, setLibraryOpen] = useState(false);
  const known = useRef(new Set(quest.parts.map((part) => part.id)));
  const questAdapter = useQuestPartsAdapter(quest.id);
  const mutations = adapter ?? questAdapter;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Server order wins whenever the quest changes; a newly added part opens for editing.
  useEffect(() => {
    setOrder(quest.parts.map((part) => part.id));
    const added = quest.parts.filter((part) => !known.current.has(part.id)).map((part) => part.id);
    known.current = new Set(quest.parts.map((part) => part.id));
    if (added.length > 0) setOpen((current) => new Set([...current, ...added]));
  }, [quest.parts]);

  const parts = order.map((id) => quest.parts.find((part) => part.id === id)).filter((part): part is Part => part !== undefined);
  const atEnd = quest.parts.length;
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      setOrder(quest.parts.map((part) => part.id));
      showErrorToast(errorMessageOf(error, t('quests.errors.saveFailed'), t));
    }
  };
  const removeWithUndo = useUndoableRemove(mutations, run);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    void run(() => mutations.reorder(next));
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('quests.editor.content')}
        </Title>
        {parts.length === 0 ? <Text c="dimmed">{t('quests.editor.noParts')}</Text> : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={partDragAccessibility(t, parts, order)}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <Stack gap="xs">
              {parts.map((part) => (
                <SortablePart
                  key={part.id}
                  part={part}
                  open={open.has(part.id)}
                  disabled={disabled}
                  choiceMarks={mutations.choiceMarks ?? 'fixit'}
                  onToggle={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (next.has(part.id)) next.delete(part.id);
                      else next.add(part.id);
                      return next;
                    })
                  }
                  onRemove={() => void removeWithUndo(part, quest.parts.indexOf(part))}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        <Group gap="xs">
          <Button variant="light" disabled={disabled} onClick={() => void run(() => mutations.createSection(atEnd))}>
            {t('quests.editor.addSection')}
          </Button>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="light" disabled={disabled}>
                {t('quests.editor.addAction')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {ACTION_TYPES.map((type: ActionType) => (
                <Menu.Item key={type} onClick={() => void run(() => mutations.createAction(type, atEnd))}>
                  {t(`quests.actionTypes.${type}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button variant="default" disabled={disabled} onClick={() => setLibraryOpen(true)}>
            {t('quests.editor.fromLibrary')}
          </Button>
        </Group>
      </Stack>
      <LibraryPicker
        opened={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        onPick={(actionId) => {
          setLibraryOpen(false);
          void run(() => mutations.insertAction(actionId, atEnd));
        }}
      />
    </Paper>
  );
}
