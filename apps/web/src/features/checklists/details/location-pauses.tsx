import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import { SetQuestPausedAtDocument } from '../quests.operations';

export type LocationPausesProps = {
  questId: string;
  locations: ReadonlyArray<{ id: string; name: string }>;
  pausedLocationIds: readonly string[];
  pausableLocationIds: readonly string[];
};

/**
 * Where the quest runs, location by location, with "Pause here" / "Resume here" where the viewer may
 * (PRODUCT.md: a Location Manager pauses a quest at their own locations, also one shared with others).
 * Shown only when the viewer may pause somewhere; today's windows are read again after a change.
 */
export function LocationPauses({ questId, locations, pausedLocationIds, pausableLocationIds }: LocationPausesProps) {
  const { t } = useTranslation();
  const [setPaused, { loading }] = useMutation(SetQuestPausedAtDocument, { refetchQueries: ['QuestDetails'] });
  const pausable = locations.filter((location) => pausableLocationIds.includes(location.id));
  if (pausable.length === 0) return null;

  const change = async (location: { id: string; name: string }, paused: boolean) => {
    try {
      await setPaused({ variables: { questId, locationId: location.id, paused } });
      showSuccessToast(t(paused ? 'questPause.pausedToast' : 'questPause.resumedToast', { location: location.name }));
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('questPause.failed'), t));
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="location-pauses">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('questPause.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('questPause.intro')}
          </Text>
        </div>
        {pausable.map((location) => {
          const paused = pausedLocationIds.includes(location.id);
          return (
            <Group key={location.id} justify="space-between" wrap="wrap" data-testid="location-pause-row">
              <Group gap="sm">
                <Text size="sm">{location.name}</Text>
                <Badge color={paused ? 'tertiary' : 'primary'} variant="light">
                  {t(paused ? 'questPause.paused' : 'questPause.running')}
                </Badge>
              </Group>
              <Button
                variant="default"
                size="sm"
                loading={loading}
                aria-label={t(paused ? 'questPause.resumeAt' : 'questPause.pauseAt', { location: location.name })}
                onClick={() => void change(location, !paused)}
              >
                {t(paused ? 'questPause.resume' : 'questPause.pause')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
