// @vitest-environment jsdom
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable, type FetchResult } from '@apollo/client/core';
import { ApolloProvider, useFragment } from '@apollo/client/react';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { LibraryMembership } from './library-membership';

setUpBilingualDom();

// Issue 41 item 4 (decision 0390): an action made in an editor is its quest's own until saved to the library.
const MEMBERSHIP = gql`
  fragment Membership on Action {
    id
    inLibrary
  }
`;

/** An API that answers saveActionToLibrary as the server does, recording what it was sent. */
function libraryApi(inLibrary: boolean) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName ?? '', variables: operation.variables });
        observer.next({ data: { saveActionToLibrary: { __typename: 'Action', id: operation.variables.actionId, inLibrary: true } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  client.writeFragment({ fragment: MEMBERSHIP, data: { __typename: 'Action', id: 'a1', inLibrary } });
  return { client, sent };
}

/** The membership line as an editor shows it: the action read from the cache, as the quest's query holds it. */
function CachedMembership() {
  const { data } = useFragment<{ id: string; inLibrary: boolean }>({ fragment: MEMBERSHIP, from: { __typename: 'Action', id: 'a1' } });
  return data ? <LibraryMembership action={{ id: 'a1', inLibrary: Boolean(data.inLibrary) }} disabled={false} /> : null;
}

function show(inLibrary: boolean) {
  const api = libraryApi(inLibrary);
  renderWithMantine(
    <ApolloProvider client={api.client}>
      <CachedMembership />
    </ApolloProvider>,
  );
  return api;
}

describe("an editor's action and the library", () => {
  it('offers "Save to library" for a private action, sends it, and then says it is in the library', async () => {
    const api = show(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save to library' }));
    expect(await screen.findByText('In the action library')).toBeTruthy();
    expect(api.sent).toEqual([{ name: 'SaveActionToLibrary', variables: { actionId: 'a1' } }]);
    expect(screen.queryByRole('button', { name: 'Save to library' })).toBeNull();
  });

  it('offers nothing to save for an action already in the library, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    const api = show(true);
    expect(screen.getByText('En la biblioteca de acciones')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
