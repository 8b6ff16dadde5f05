// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { addDays, todayIn } from '@ks/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FixitFieldsFragment } from '../../../gql/graphql';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { AssignFixitModal } from './assign-fixit-modal';
import { FixitCard } from './fixit-card';

setUpBilingualDom();

const KIRITIMATI = 'Pacific/Kiritimati';
const COOK = { __typename: 'QuestPerson' as const, id: 'u-cook', displayName: 'Chris Cook' };
const PORTER = { __typename: 'QuestPerson' as const, id: 'u-porter', displayName: 'Pat Porter' };

function fixitOf(overrides: Partial<FixitFieldsFragment> = {}): FixitFieldsFragment {
  return {
    __typename: 'Fixit',
    id: 'f1',
    status: 'PENDING',
    notDone: false,
    correctiveAction: null,
    createdAt: '2026-12-03T15:00:00.000Z',
    resolvedAt: null,
    comment: null,
    location: { __typename: 'Location', id: 'loc-1', name: 'Harbor Bayside', timezone: KIRITIMATI },
    quest: { __typename: 'Quest', id: 'q1', name: 'Opening round' },
    action: { __typename: 'Action', id: 'a1', name: 'Door seal intact?', type: 'SINGLE_CHOICE' },
    answer: null,
    submission: { __typename: 'QuestSubmission', id: 's1', score: 50 },
    submitter: PORTER,
    resolver: null,
    owner: null,
    dueOn: null,
    overdue: false,
    viewerCanAssign: false,
    ...overrides,
  } as FixitFieldsFragment;
}

/** An API that records what it is sent: the owner candidates, and the assignment answered as the server would. */
function recordingClient(fixit: FixitFieldsFragment) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        if (operation.operationName === 'FixitOwnerCandidates') observer.next({ data: { fixitOwnerCandidates: [COOK, PORTER] } });
        else {
          const { input } = operation.variables as { input: { ownerId: string | null; dueOn: string | null } };
          observer.next({ data: { assignFixit: { ...fixit, owner: input.ownerId === COOK.id ? COOK : null, dueOn: input.dueOn } } });
        }
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), sent };
}

function showCard(fixit: FixitFieldsFragment) {
  const assigned: string[] = [];
  renderWithMantine(
    <MemoryRouter>
      <FixitCard fixit={fixit} onResolve={() => undefined} onAssign={(f) => assigned.push(f.id)} />
    </MemoryRouter>,
  );
  return assigned;
}

describe('the fix-it card: owner, due date and the Overdue badge', () => {
  it('shows the owner, the due date in the one date format, and Overdue', () => {
    showCard(fixitOf({ owner: COOK, dueOn: '2026-12-04', overdue: true }));
    expect(screen.getByTestId('fixit-owner').textContent).toBe('Owner: Chris Cook');
    expect(screen.getByTestId('fixit-due').textContent).toBe('Due Dec 4, 2026');
    expect(screen.getByTestId('fixit-overdue').textContent).toBe('Overdue');
  });

  it('says it in Spanish too', async () => {
    await i18next.changeLanguage('es');
    showCard(fixitOf({ owner: COOK, dueOn: '2026-12-04', overdue: true }));
    expect(screen.getByTestId('fixit-owner').textContent).toBe('Responsable: Chris Cook');
    expect(screen.getByTestId('fixit-due').textContent).toBe('Vence el 4 dic 2026');
    expect(screen.getByTestId('fixit-overdue').textContent).toBe('Vencida');
  });

  it('shows no badge when it is not overdue, and the control only where the API allows it', () => {
    const assigned = showCard(fixitOf({ dueOn: '2031-01-15', viewerCanAssign: true }));
    expect(screen.queryByTestId('fixit-overdue')).toBeNull();
    expect(screen.queryByTestId('fixit-owner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Owner and due date' }));
    expect(assigned).toEqual(['f1']);
  });

  it("turns Overdue on this device's clock once the location's today is past the due date", () => {
    showCard(fixitOf({ dueOn: addDays(todayIn(KIRITIMATI), -1), overdue: false }));
    expect(screen.getByTestId('fixit-overdue').textContent).toBe('Overdue');
  });

  it('offers no owner control to someone who may not assign', () => {
    showCard(fixitOf({ viewerCanAssign: false }));
    expect(screen.queryByRole('button', { name: 'Owner and due date' })).toBeNull();
  });
});

describe('the owner and due date control', () => {
  it("offers the location's people, limits the date to the location's today, and sends the choice", async () => {
    const fixit = fixitOf({ viewerCanAssign: true });
    const api = recordingClient(fixit);
    let done = 0;
    renderWithMantine(
      <ApolloProvider client={api.client}>
        <AssignFixitModal fixit={fixit} onClose={() => undefined} onAssigned={() => (done += 1)} />
      </ApolloProvider>,
    );
    const due = screen.getByTestId('fixit-due-input') as HTMLInputElement;
    // The location's calendar (UTC+14), not the browser's.
    expect(due.min).toBe(todayIn(KIRITIMATI));
    fireEvent.click(screen.getByRole('textbox', { name: 'Owner' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Chris Cook' }));
    fireEvent.change(due, { target: { value: '2031-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toBe(1));
    expect(api.sent.find((s) => s.name === 'AssignFixit')!.variables).toEqual({
      input: { fixitId: 'f1', ownerId: COOK.id, dueOn: '2031-01-15' },
    });
  });

  it('clears the due date with null', async () => {
    const fixit = fixitOf({ viewerCanAssign: true, owner: COOK, dueOn: '2031-01-15' });
    const api = recordingClient(fixit);
    renderWithMantine(
      <ApolloProvider client={api.client}>
        <AssignFixitModal fixit={fixit} onClose={() => undefined} onAssigned={() => undefined} />
      </ApolloProvider>,
    );
    fireEvent.change(screen.getByTestId('fixit-due-input'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((s) => s.name === 'AssignFixit')).toBe(true));
    expect(api.sent.find((s) => s.name === 'AssignFixit')!.variables).toEqual({ input: { fixitId: 'f1', ownerId: COOK.id, dueOn: null } });
  });
});
