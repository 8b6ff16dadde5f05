import { hasAtLeast } from '@ks/domain';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../ui/use-url-state';
import { useLocationFilter } from '../checklists';
import { useWorkspace } from '../workspace';
import { MyTrainings } from './my-trainings';
import { TrainingList } from './training-list';

const TABS = ['trainings', 'mine'] as const;
type Tab = (typeof TABS)[number];

/**
 * /training 'Training': the trainings with the location filter for managers and location managers, and
 * "My trainings" (what is assigned to the viewer, to take) — the only view of Standard and Basic Users.
 */
export function TrainingScreen() {
  const { t } = useTranslation();
  const { me } = useWorkspace();
  const manages = hasAtLeast(me?.accessLevel ?? null, 'LOCATION_MANAGER');
  const [tab, setTab] = useUrlState<Tab>('tab', manages ? 'trainings' : 'mine');
  const filter = useLocationFilter();
  if (!manages) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('titles.training')}
        </Title>
        <Title order={2} size="h4">
          {t('training.tabs.mine')}
        </Title>
        <MyTrainings />
      </Stack>
    );
  }
  const current: Tab = (TABS as readonly string[]).includes(tab) ? (tab as Tab) : 'trainings';
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.training')}
      </Title>
      <Tabs value={current} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="trainings">{t('training.tabs.trainings')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('training.tabs.mine')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trainings" pt="md">
          <TrainingList filter={filter} />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <MyTrainings />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
