import { useCallback, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { requestGraphQL } from './graphql/graphql-request';

/** Sends a text operation with a loading flag (public screens, where Apollo is not loaded). */
export function useRequest<TData, TVariables>(
  op: TypedDocumentNode<TData, TVariables>,
): [(variables: TVariables) => Promise<TData>, { loading: boolean }] {
  const [loading, setLoading] = useState(false);
  const send = useCallback(
    async (variables: TVariables) => {
      setLoading(true);
      try {
        return await requestGraphQL(op, variables);
      } finally {
        setLoading(false);
      }
    },
    [op],
  );
  return [send, { loading }];
}
