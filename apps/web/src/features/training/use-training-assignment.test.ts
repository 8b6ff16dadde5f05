import { ApolloClient, ApolloLink, Observable, type FetchResult, type TypedDocumentNode } from '@apollo/client/core';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache';
import { AssignTrainingDocument, UnassignTrainingDocument } from '../../gql/graphql';
import { assignOptions, unassignOptions } from './use-training-assignment';

const TRAINING_ID = 't-allergens';
const pat = { __typename: 'QuestPerson' as const, id: 'u-pat', displayName: 'Pat Porter' };
const chris = { __typename: 'QuestPerson' as const, id: 'u-chris', displayName: 'Chris Cook' };

/** A server that answers each mutation once `release` is called: with the given result, or a refusal. */
function pausedServer(answer: () => FetchResult) {
  let release: () => void = () => undefined;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        release = () => {
          observer.next(answer());
          observer.complete();
        };
      }),
  );
  return { link, release: () => release() };
}

// Only the assigned people of a training (the selection the mutations answer with). Parsed here rather
// than tagged, so codegen does not pick it up as an operation of the app.
const AssignedUsersFragment: TypedDocumentNode<{ assignedUsers: Array<{ id: string; displayName: string }> }> = parse(
  'fragment AssignedUsersOnly on Training { id assignedUsers { id displayName } }',
);

/** The cache's roster of the training, as every screen reads it. */
function rosterIn(client: ApolloClient<unknown>): string[] {
  const training = client.cache.readFragment(
    {
      id: client.cache.identify({ __typename: 'Training', id: TRAINING_ID }),
      fragment: AssignedUsersFragment,
    },
    // What the screen shows: the optimistic layer included.
    true,
  );
  return (training?.assignedUsers ?? []).map((person) => person.displayName);
}

function clientWith(link: ApolloLink) {
  const client = new ApolloClient({ cache: createCache(), link });
  client.cache.writeFragment({
    id: client.cache.identify({ __typename: 'Training', id: TRAINING_ID }),
    fragment: AssignedUsersFragment,
    data: { __typename: 'Training', id: TRAINING_ID, assignedUsers: [pat] } as never,
  });
  return client;
}

const training = { id: TRAINING_ID, assignedUsers: [pat] };

describe('optimistic assignment', () => {
  it('shows the new person at once and keeps them when the server agrees', async () => {
    const server = pausedServer(() => ({
      data: { assignTraining: { __typename: 'Training', id: TRAINING_ID, assignedUsers: [chris, pat] } },
    }));
    const client = clientWith(server.link);
    const done = client.mutate({ mutation: AssignTrainingDocument, ...assignOptions(training, [chris]) });
    expect(rosterIn(client)).toEqual(['Chris Cook', 'Pat Porter']);
    server.release();
    await done;
    expect(rosterIn(client)).toEqual(['Chris Cook', 'Pat Porter']);
  });

  it('puts the roster back when the server refuses (ERROR_FAILED_TO_ASSIGN)', async () => {
    const server = pausedServer(() => ({
      errors: [new GraphQLError('Failed to assign training', { extensions: { code: 'ERROR_FAILED_TO_ASSIGN' } })],
    }));
    const client = clientWith(server.link);
    const done = client.mutate({ mutation: AssignTrainingDocument, ...assignOptions(training, [chris]) });
    expect(rosterIn(client)).toEqual(['Chris Cook', 'Pat Porter']);
    server.release();
    await expect(done).rejects.toThrow('Failed to assign training');
    expect(rosterIn(client)).toEqual(['Pat Porter']);
  });

  it('removes the person at once on unassign, and brings them back on a refusal', async () => {
    const server = pausedServer(() => ({
      errors: [new GraphQLError('Failed to unassign training', { extensions: { code: 'ERROR_FAILED_TO_UNASSIGN' } })],
    }));
    const client = clientWith(server.link);
    const done = client.mutate({ mutation: UnassignTrainingDocument, ...unassignOptions(training, [pat]) });
    expect(rosterIn(client)).toEqual([]);
    server.release();
    await expect(done).rejects.toThrow('Failed to unassign training');
    expect(rosterIn(client)).toEqual(['Pat Porter']);
  });
});
