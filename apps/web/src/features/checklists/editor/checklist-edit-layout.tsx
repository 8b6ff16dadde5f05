import { Alert, Anchor, Grid, Group, Stack, Switch, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../ui/preload-link';
import type { ChecklistKind } from '../checklist-kind';
import { useActiveToggle } from '../details/use-active-toggle';

export type ChecklistEditLayoutProps = {
  kind: ChecklistKind;
  /** The screen's title ('Edit quest', 'Edit training'). */
  title: string;
  item: { id: string; name: string; active: boolean; viewerCan: { activate: boolean } };
  /** The set-active mutation of the kind, and whether it is running. */
  setActive: (active: boolean) => Promise<unknown>;
  activating: boolean;
  /** Words a refused (de)activation, which stays shown until dismissed. */
  describeError: (error: unknown, fallback: string) => string;
  /** The settings form (left, narrower column). */
  settings: ReactNode;
  /** The content editor (right column). */
  content: ReactNode;
};

/**
 * The editor screen of a quest or training: title with the link back to the details, the active switch
 * for those who may activate, the refusal and 'active, so read-only' notices, then settings beside content.
 */
export function ChecklistEditLayout(props: ChecklistEditLayoutProps) {
  const { kind, title, item, setActive, activating, describeError, settings, content } = props;
  const { t } = useTranslation();
  const [activationError, setActivationError] = useState<string | null>(null);
  const toggle = useActiveToggle({ kind, setActive, describeError, onError: setActivationError });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Anchor component={PreloadLink} to={`/${kind}/${item.id}`} size="sm">
            {t(`${kind}.editor.backToDetails`, { name: item.name || t(`${kind}.untitled`) })}
          </Anchor>
        </Stack>
        {item.viewerCan.activate ? (
          <Switch
            size="md"
            label={t(`${kind}.active`)}
            checked={item.active}
            disabled={activating}
            onChange={(event) => {
              setActivationError(null);
              void toggle(event.currentTarget.checked);
            }}
          />
        ) : null}
      </Group>
      {activationError ? (
        <Alert color="secondary" role="alert" withCloseButton onClose={() => setActivationError(null)}>
          {activationError}
        </Alert>
      ) : null}
      {item.active ? <Alert color="tertiary">{t(`${kind}.editor.activeNotice`)}</Alert> : null}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>{settings}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>{content}</Grid.Col>
      </Grid>
    </Stack>
  );
}
