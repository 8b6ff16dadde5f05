// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FixitFieldsFragment } from '../../../gql/graphql';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { FixitCard } from './fixit-card';

setUpBilingualDom();

/** A fix-it raised from a health finding: no checklist, the appliance and the finding instead. */
const healthFixit = {
  __typename: 'Fixit',
  id: 'f-health',
  status: 'PENDING',
  notDone: false,
  correctiveAction: null,
  createdAt: '2026-12-03T15:00:00.000Z',
  resolvedAt: null,
  comment: null,
  location: { __typename: 'Location', id: 'loc-1', name: 'Harbor Downtown', timezone: 'America/New_York' },
  quest: null,
  action: null,
  answer: null,
  submission: null,
  submitter: { __typename: 'QuestPerson', id: 'u-lm', displayName: 'Lee Manager' },
  resolver: null,
  owner: null,
  dueOn: null,
  overdue: false,
  viewerCanAssign: true,
  origin: 'HEALTH',
  appliance: { __typename: 'FixitAppliance', id: 'app-1', name: 'Walk-in cooler', locationId: 'loc-1', areaId: null },
  healthFinding: {
    __typename: 'FixitHealthFinding',
    kind: 'LONG_RECOVERY',
    status: 'WATCH',
    text: 'Recovery after a door opening: 9 min a week ago, 26 min now.',
  },
} as FixitFieldsFragment;

describe('a fix-it raised from health on /fixits', () => {
  it('names the appliance and the finding, says where it came from and links to the equipment, not a submission', () => {
    renderWithMantine(
      <MemoryRouter>
        <FixitCard fixit={healthFixit} onResolve={() => undefined} onAssign={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('fixit-title').textContent).toBe(
      'Walk-in cooler: Recovery after a door opening: 9 min a week ago, 26 min now.',
    );
    expect(screen.getByText('Equipment health · Harbor Downtown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the equipment' }).getAttribute('href')).toBe('/temperatures/loc-1/unassigned/app-1');
    expect(screen.queryByRole('link', { name: 'See the submission' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Owner and due date' })).toBeTruthy();
  });
});
