import { Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistKind } from '../checklist-kind';

export type ChecklistDetailsHeaderProps = {
  kind: ChecklistKind;
  /** The screen's title, shown small above the name ('Quest details'). */
  title: string;
  item: { name: string; description: string; active: boolean; viewerCan: { activate: boolean; copy: boolean; delete: boolean } };
  activating: boolean;
  onToggleActive: (active: boolean) => void;
  copying: boolean;
  onCopy: () => void;
  /** Asks to delete (opens the confirmation). */
  onDelete: () => void;
  /** The edit button, between the switch and copy (each kind guards it its own way). */
  children: ReactNode;
};

/**
 * The head of a quest's or training's details: screen title, the name, the active switch (or a badge for
 * those who may not activate), edit, copy and delete for those who may, and the description.
 */
export function ChecklistDetailsHeader(props: ChecklistDetailsHeaderProps) {
  const { kind, title, item, activating, onToggleActive, copying, onCopy, onDelete, children } = props;
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {item.name || t(`${kind}.untitled`)}
        </Title>
        <Group gap="xs">
          {item.viewerCan.activate ? (
            <Switch
              label={t(`${kind}.active`)}
              checked={item.active}
              disabled={activating}
              onChange={(event) => onToggleActive(event.currentTarget.checked)}
            />
          ) : (
            <Badge color={item.active ? 'primary' : 'gray'}>{item.active ? t(`${kind}.active`) : t(`${kind}.inactive`)}</Badge>
          )}
          {children}
          {item.viewerCan.copy ? (
            <Button variant="default" onClick={onCopy} loading={copying}>
              {t(`${kind}.copy`)}
            </Button>
          ) : null}
          {item.viewerCan.delete ? (
            <Button variant="subtle" color="secondary" onClick={onDelete}>
              {t(`${kind}.delete`)}
            </Button>
          ) : null}
        </Group>
      </Group>
      {item.description ? <Text>{item.description}</Text> : null}
    </Stack>
  );
}
