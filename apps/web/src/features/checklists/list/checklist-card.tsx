import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../ui/preload-link';
import type { ChecklistKind } from '../checklist-kind';

export type ChecklistCardProps = {
  kind: ChecklistKind;
  item: { id: string; name: string; active: boolean; viewerCan: { edit: boolean; copy: boolean; delete: boolean } };
  testId: string;
  /** The lines under the name (schedule, counts, locations). */
  children: ReactNode;
  onCopy: () => void;
  onDelete: () => void;
};

/** A quest or training in its list: name (to the details), active badge, summary, and what the viewer may do. */
export function ChecklistCard({ kind, item, testId, children, onCopy, onDelete }: ChecklistCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} component={PreloadLink} to={`/${kind}/${item.id}`}>
            {item.name || t(`${kind}.untitled`)}
          </Text>
          <Badge color={item.active ? 'primary' : 'gray'} variant={item.active ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
            {item.active ? t(`${kind}.active`) : t(`${kind}.inactive`)}
          </Badge>
        </Group>
        {children}
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="light" component={PreloadLink} to={`/${kind}/${item.id}`}>
            {t(`${kind}.open`)}
          </Button>
          {item.viewerCan.edit ? (
            <Button size="xs" variant="default" component={PreloadLink} to={`/${kind}/${item.id}/edit`}>
              {t(`${kind}.edit`)}
            </Button>
          ) : null}
          {item.viewerCan.copy ? (
            <Button size="xs" variant="default" onClick={onCopy}>
              {t(`${kind}.copy`)}
            </Button>
          ) : null}
          {item.viewerCan.delete ? (
            <Button size="xs" variant="subtle" color="secondary" onClick={onDelete}>
              {t(`${kind}.delete`)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
