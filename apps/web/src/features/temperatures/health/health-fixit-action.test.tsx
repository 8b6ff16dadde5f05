// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import type { ApplianceHealthFacts } from './appliance-health-view';
import { HealthFixitAction, type HealthFixitActionProps } from './health-fixit-action';

setUpBilingualDom();

const findings: ApplianceHealthFacts['findings'] = [
  {
    kind: 'LONG_RECOVERY',
    status: 'WATCH',
    since: '2026-12-01T10:00:00.000Z',
    text: 'Recovery after a door opening: 9 min a week ago, 26 min now.',
  },
  {
    kind: 'RISING_BASELINE',
    status: 'SERVICE_SOON',
    since: '2026-12-02T09:00:00.000Z',
    text: 'The steady temperature rose from 37.0 °F to 39.6 °F (0.63 °F a day); likely to leave its safe zone within 3 days.',
  },
];

/** An API that records the raise and answers it as the server would. */
function recordingClient() {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        observer.next({ data: { raiseHealthFixit: { __typename: 'Fixit', id: 'f-new' } } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), sent };
}

function show(props: Partial<HealthFixitActionProps> = {}) {
  const api = recordingClient();
  const raised: string[] = [];
  renderWithMantine(
    <ApolloProvider client={api.client}>
      <MemoryRouter>
        <HealthFixitAction
          applianceId="app-1"
          locationId="loc-1"
          findings={findings}
          canRaise
          openFixitId={null}
          raiseAsked={false}
          onRaised={() => raised.push('raised')}
          {...props}
        />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { api, raised };
}

describe('raising a fix-it from the health panel (decision 0370)', () => {
  it('opens at once from the notice link, names the worst finding, and raises it for this appliance', async () => {
    const { api, raised } = show({ raiseAsked: true });
    expect((await screen.findByTestId('health-fixit-finding')).textContent).toBe(findings[1]!.text);
    fireEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await waitFor(() => expect(raised).toEqual(['raised']));
    expect(api.sent).toEqual([{ name: 'RaiseHealthFixit', variables: { applianceId: 'app-1' } }]);
  });

  it('offers the button to a Manager, nothing to a viewer who may not raise', async () => {
    show();
    expect(screen.queryByTestId('health-fixit-finding')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Raise a fix-it' }));
    expect((await screen.findByTestId('health-fixit-finding')).textContent).toBe(findings[1]!.text);
    cleanup();
    show({ canRaise: false, raiseAsked: true });
    expect(screen.queryByRole('button', { name: 'Raise a fix-it' })).toBeNull();
    expect(screen.queryByTestId('health-fixit-finding')).toBeNull();
  });

  it('shows the way to the open fix-it instead of a second raise, in English and Spanish', async () => {
    show({ openFixitId: 'f1', raiseAsked: true });
    expect(screen.getByTestId('health-fixit-open').textContent).toBe('A fix-it is open for its health.See fix-its');
    expect(screen.getByRole('link', { name: 'See fix-its' }).getAttribute('href')).toBe('/fixits?location=loc-1');
    expect(screen.queryByRole('button', { name: 'Raise a fix-it' })).toBeNull();
    cleanup();
    await i18next.changeLanguage('es');
    show();
    expect(screen.getByRole('button', { name: 'Abrir una corrección' })).toBeTruthy();
  });
});
