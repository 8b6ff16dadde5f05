import './shell-styles';
import { ApolloProvider } from '@apollo/client/react';
import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { apolloClient } from '../../lib/apollo/client';
import { displayNameOf } from '../../lib/session/session.operations';
import { LogoMark } from '../../ui/icons';
import { DeferredModalsHost } from '../../ui/modals-host';
import { LayoutWidthProvider, useLayoutWidth } from '../../ui/layout-width';
import { PageSuspense } from '../../ui/page-suspense';
import { AccountPreferencesSync } from '../settings';
import { useWorkspace, WorkspaceProvider } from '../workspace';
import { ClientSwitcher } from './client-switcher';
import { LocationSelector } from './location-selector';
import { LogoutButton } from './logout-button';
import { MainNavigation } from './main-navigation';
import { NoLocationNotice } from './no-location-notice';
import { ShellOffline } from './shell-offline';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

function ShellFrame() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const width = useLayoutWidth();
  const { me } = useWorkspace();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Group gap={6} c="primary.8" wrap="nowrap">
              <LogoMark size={26} />
              <Text fw={700} visibleFrom="xs">
                {t('common.productName')}
              </Text>
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ClientSwitcher />
            <LocationSelector />
            <Text size="sm" c="dimmed" visibleFrom="md" data-testid="current-user">
              {displayNameOf(me)}
            </Text>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <MainNavigation onNavigate={close} />
        <Box pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <LogoutButton />
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Box maw={width} mx="auto">
          <ShellOffline />
          <NoLocationNotice />
          <PageSuspense key={pathname}>
            <Outlet />
          </PageSuspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/** The signed-in shell: Apollo, navigation, company and location selection, page area. */
export function Component() {
  return (
    <ApolloProvider client={apolloClient}>
      <LayoutWidthProvider>
        <WorkspaceProvider>
          <AccountPreferencesSync />
          <DeferredModalsHost />
          <ShellFrame />
        </WorkspaceProvider>
      </LayoutWidthProvider>
    </ApolloProvider>
  );
}
