// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { LocationPauses } from './location-pauses';

setUpBilingualDom();

const DOWNTOWN = { id: 'loc-downtown', name: 'Harbor Downtown' };
const BAYSIDE = { id: 'loc-bayside', name: 'Harbor Bayside' };

/** An API that records the mutations it is sent and answers each as the server would. */
function recordingClient() {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        const { questId, locationId, paused } = operation.variables as { questId: string; locationId: string; paused: boolean };
        observer.next({
          data: {
            setQuestPausedAt: {
              __typename: 'Quest',
              id: questId,
              pausedLocationIds: paused ? [locationId] : [],
              pausableLocationIds: [locationId],
            },
          },
        });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), sent };
}

function show(props: Partial<Parameters<typeof LocationPauses>[0]> = {}) {
  const api = recordingClient();
  renderWithMantine(
    <ApolloProvider client={api.client}>
      <LocationPauses questId="q1" locations={[DOWNTOWN, BAYSIDE]} pausedLocationIds={[]} pausableLocationIds={[DOWNTOWN.id]} {...props} />
    </ApolloProvider>,
  );
  return api;
}

describe('LocationPauses (a per-location pause, issue 41 item 4)', () => {
  it('offers a Location Manager their own location only, and pauses the quest there', async () => {
    const api = show();
    const rows = screen.getAllByTestId('location-pause-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Harbor Downtown');
    expect(rows[0]!.textContent).toContain('Running');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Pause at Harbor Downtown' }));
    await waitFor(() => expect(api.sent.find((s) => s.name === 'SetQuestPausedAt')).toBeDefined());
    expect(api.sent.find((s) => s.name === 'SetQuestPausedAt')!.variables).toEqual({
      questId: 'q1',
      locationId: DOWNTOWN.id,
      paused: true,
    });
  });

  it('shows a paused location with "Resume here", in Spanish too', async () => {
    await i18next.changeLanguage('es');
    const api = show({ pausedLocationIds: [DOWNTOWN.id] });
    const row = screen.getByTestId('location-pause-row');
    expect(row.textContent).toContain('En pausa aquí');
    fireEvent.click(within(row).getByRole('button', { name: 'Reanudar en Harbor Downtown' }));
    await waitFor(() => expect(api.sent.some((s) => s.variables.paused === false)).toBe(true));
  });

  it('is not shown to someone who may pause nowhere', () => {
    show({ pausableLocationIds: [] });
    expect(screen.queryByTestId('location-pauses')).toBeNull();
  });
});
