import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Grid, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { QuestEditorQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { useWideLayout } from '../../ui/layout-width';
import { PreloadLink } from '../../ui/preload-link';
import { showSuccessToast } from '../../ui/toast';
import { errorMessageOf } from './error-message';
import { QuestEditorDocument, SetQuestActiveDocument } from './quests.operations';
import { PartsEditor } from './parts-editor';
import { QuestSettingsForm } from './quest-settings-form';

/** Starts the quest for the editor as the navigation starts. */
export function questEditLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(QuestEditorDocument, { id: params.id ?? '' });
}

/**
 * /quests/{id}/edit 'Edit quest', in the wide layout (1800, back to 1400 on leaving): settings and
 * schedule on one side, the content on the other, and the active switch with spec §4's rules.
 */
export function QuestEditScreen() {
  const { t } = useTranslation();
  useWideLayout();
  const { quest } = useRouteQuery<QuestEditorQuery>();
  const [setActive, activating] = useMutation(SetQuestActiveDocument);
  const [activationError, setActivationError] = useState<string | null>(null);
  if (!quest || (!quest.viewerCan.edit && !quest.viewerCan.activate)) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('titles.questEdit')}
        </Title>
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{quest ? t('quests.editor.notAllowed') : t('quests.notFound')}</Text>
        </Paper>
      </Stack>
    );
  }
  const frozen = quest.active || !quest.viewerCan.edit;
  const toggle = async (active: boolean) => {
    setActivationError(null);
    try {
      await setActive({ variables: { questId: quest.id, active } });
      showSuccessToast(active ? t('quests.activated') : t('quests.deactivated'));
    } catch (error) {
      setActivationError(errorMessageOf(error, t('quests.errors.activateFailed'), t));
    }
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('titles.questEdit')}
          </Title>
          <Anchor component={PreloadLink} to={`/quests/${quest.id}`} size="sm">
            {t('quests.editor.backToDetails', { name: quest.name || t('quests.untitled') })}
          </Anchor>
        </Stack>
        {quest.viewerCan.activate ? (
          <Switch
            size="md"
            label={t('quests.active')}
            checked={quest.active}
            disabled={activating.loading}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
        ) : null}
      </Group>
      {activationError ? (
        <Alert color="secondary" role="alert" withCloseButton onClose={() => setActivationError(null)}>
          {activationError}
        </Alert>
      ) : null}
      {quest.active ? <Alert color="tertiary">{t('quests.editor.activeNotice')}</Alert> : null}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <QuestSettingsForm key={`${quest.id}:${quest.active}`} quest={quest} disabled={frozen} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <PartsEditor quest={quest} disabled={frozen} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
