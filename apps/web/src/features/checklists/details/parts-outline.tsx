import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionType, QuestFieldsFragment } from '../../../gql/graphql';

export type PartsOutlineProps = {
  parts: QuestFieldsFragment['parts'];
  /** Actions whose type badge is filled to stand out (a training's scored questions); the rest are light. */
  highlight?: (type: ActionType) => boolean;
};

/** The content read-only, one line a part: section names in bold, each action with its type. */
export function PartsOutline({ parts, highlight }: PartsOutlineProps) {
  const { t } = useTranslation();
  return (
    <>
      {parts.length === 0 ? <Text c="dimmed">{t('quests.editor.noParts')}</Text> : null}
      {parts.map((part) =>
        part.__typename === 'SectionMarker' ? (
          <Text key={part.id} fw={700} mt="xs">
            {part.name || t('quests.editor.untitledSection')}
          </Text>
        ) : (
          <Group key={part.id} gap="xs" wrap="nowrap">
            <Badge size="sm" variant={highlight?.(part.action.type) ? 'filled' : 'light'}>
              {t(`quests.actionTypes.${part.action.type}`)}
            </Badge>
            <Text size="sm">{part.action.name || t('quests.editor.untitledAction')}</Text>
          </Group>
        ),
      )}
    </>
  );
}
