import type { ApolloCache } from '@apollo/client/cache';
import { useMutation } from '@apollo/client/react';
import { CreateUserDocument, DeleteUserDocument, UpdateUserDocument } from './users.operations';

/** Lists of users are stale after any change; the next visit loads them again. */
function forgetUserLists(cache: ApolloCache<unknown>) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'users' });
  cache.gc();
}

/** createUser, updateUser and deleteUser, each refreshing what the change makes stale. */
export function useUserMutations() {
  const [createUser] = useMutation(CreateUserDocument, { update: forgetUserLists });
  const [updateUser] = useMutation(UpdateUserDocument, { update: forgetUserLists });
  const [deleteUser] = useMutation(DeleteUserDocument, {
    update: (cache, { data }) => {
      forgetUserLists(cache);
      // The details page reads isActive and viewerCan again; a removed member disappears entirely.
      if (data?.deleteUser) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deleteUser.id }) });
      cache.gc();
    },
  });
  return { createUser, updateUser, deleteUser };
}
