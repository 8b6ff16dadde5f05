import { hasAtLeast } from '@ks/domain';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUrlState } from '../../../ui/use-url-state';
import { useWorkspace } from '../../workspace';
import { useLocationFilter } from './location-filter';
import { QuestList } from './quest-list';
import { ActivationRunner } from '../runner/activation-runner';
import { TodayChecklists } from '../runner/today-checklists';
import { SubmissionsList } from '../submissions/submissions-list';

const TABS = ['today', 'quests', 'submissions'] as const;
type Tab = (typeof TABS)[number];

/**
 * /quests: today's checklists of the selected location (what staff do, built for a phone), the quests
 * with the location filter, and the submissions. `?activation=<id>` opens one checklist to do.
 */
export function QuestsScreen() {
  const { t } = useTranslation();
  const { me } = useWorkspace();
  const [searchParams] = useSearchParams();
  const editor = hasAtLeast(me?.accessLevel ?? null, 'LOCATION_MANAGER');
  const [tab, setTab] = useUrlState<Tab>('tab', editor ? 'quests' : 'today');
  const filter = useLocationFilter();
  const activationId = searchParams.get('activation');
  if (activationId) return <ActivationRunner activationId={activationId} />;
  const current: Tab = (TABS as readonly string[]).includes(tab) ? (tab as Tab) : 'today';
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.quests')}
      </Title>
      <Tabs value={current} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="today">{t('quests.tabs.today')}</Tabs.Tab>
          <Tabs.Tab value="quests">{t('quests.tabs.quests')}</Tabs.Tab>
          <Tabs.Tab value="submissions">{t('quests.tabs.submissions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="today" pt="md">
          <TodayChecklists />
        </Tabs.Panel>
        <Tabs.Panel value="quests" pt="md">
          <QuestList filter={filter} />
        </Tabs.Panel>
        <Tabs.Panel value="submissions" pt="md">
          <SubmissionsList filter={filter} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
