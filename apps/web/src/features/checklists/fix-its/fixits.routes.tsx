import { useQuery } from '@apollo/client/react';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FixitFieldsFragment, FixitStatus } from '../../../gql/graphql';
import { FIXIT_PAGE_SIZE, FIXIT_PENDING_PAGE_SIZE } from '../../../lib/constants';
import { Pager } from '../../../ui/pager';
import { LocationFilter, useLocationFilter } from '../list/location-filter';
import { FixitCard } from './fixit-card';
import { FixitsDocument } from './fixits.operations';
import { ResolveFixitModal } from './resolve-fixit-modal';
import { AssignFixitModal } from './assign-fixit-modal';
import { LocationProgressDocument } from '../../../lib/live/live.operations';
import { useLiveRefetch } from '../../../lib/live/use-live-refetch';
import { applyProgressEvent } from '../../../lib/live/apply-progress-event';
import { useSearchParamSetter } from '../../../lib/search-param-setter';
import { fixitTitle } from './fixit-title';

const STATUSES = ['PENDING', 'RESOLVED', 'ALL'] as const;

/** The screen's filters as the URL keeps them: status (PENDING by default), page, and "mine". */
function fixitFiltersOf(searchParams: URLSearchParams) {
  const statusParam = searchParams.get('status');
  const status = (STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as (typeof STATUSES)[number]) : 'PENDING';
  return { status, page: Math.max(Number(searchParams.get('page') ?? 1) || 1, 1), mine: searchParams.get('mine') === '1' };
}

/** What the screen re-reads when an event cannot be applied to the cache. */
const FIXITS_QUERIES = ['Fixits'];
const APPLY_PROGRESS = applyProgressEvent(FIXITS_QUERIES);

/**
 * The Fix-its screen: pending first by default, filtered by location (with 'all') and status, all kept
 * in the URL; 20 per page, except a location's pending list, which comes whole (999). Any user of the
 * location resolves one with a comment; "Mine" keeps those given to the viewer, and Managers and Location
 * Managers set a fix-it's owner and due date.
 */
export function FixitsScreen() {
  const { t } = useTranslation();
  const filter = useLocationFilter();
  const [searchParams] = useSearchParams();
  const { status, page, mine } = fixitFiltersOf(searchParams);
  const [resolving, setResolving] = useState<FixitFieldsFragment | null>(null);
  const [assigning, setAssigning] = useState<FixitFieldsFragment | null>(null);
  const set = useSearchParamSetter();
  // Spec §7: the pending fix-its of one location come as one list (status PENDING, page size 999).
  const pendingOfLocation = status === 'PENDING' && filter.locationId !== null;
  const { data, loading, refetch } = useQuery(FixitsDocument, {
    variables: {
      locationId: filter.locationId,
      status: status === 'ALL' ? null : (status as FixitStatus),
      mine: mine || null,
      page: pendingOfLocation ? 1 : page,
      first: pendingOfLocation ? FIXIT_PENDING_PAGE_SIZE : FIXIT_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  // Checklist submissions and resolved fix-its of the chosen location (or every visible one) arrive live;
  // an answer's event is applied to the cache and re-reads nothing (apply-progress-event.ts).
  useLiveRefetch({
    subscription: LocationProgressDocument,
    variables: filter.locationId ? { locationId: filter.locationId } : {},
    include: FIXITS_QUERIES,
    apply: APPLY_PROGRESS,
  });
  const list = data?.fixits;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.fixits')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <LocationFilter value={filter} />
        <SegmentedControl
          value={status}
          onChange={(value) => set('status', value === 'PENDING' ? null : value)}
          data={STATUSES.map((value) => ({ value, label: t(`fixits.filter.${value}`) }))}
        />
        <Switch
          label={t('fixits.mine')}
          checked={mine}
          onChange={(event) => set('mine', event.currentTarget.checked ? '1' : null)}
          mb={8}
        />
      </Group>
      {!list && loading ? (
        <Stack>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={120} radius="md" />
          ))}
        </Stack>
      ) : !list || list.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{status === 'PENDING' ? t('fixits.nonePending') : t('fixits.none')}</Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('fixits.count', { count: list.totalCount })}
          </Text>
          {list.items.map((fixit) => (
            <FixitCard key={fixit.id} fixit={fixit} onResolve={setResolving} onAssign={setAssigning} />
          ))}
          <Pager totalCount={list.totalCount} pageSize={list.first} page={page} onChange={(value) => set('page', String(value))} />
        </Stack>
      )}
      <AssignFixitModal
        fixit={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={() => {
          setAssigning(null);
          void refetch();
        }}
      />
      <ResolveFixitModal
        fixit={resolving ? { id: resolving.id, actionName: fixitTitle(resolving) } : null}
        onClose={() => setResolving(null)}
        onResolved={() => {
          setResolving(null);
          void refetch();
        }}
      />
    </Stack>
  );
}
