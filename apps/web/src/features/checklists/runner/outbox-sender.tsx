import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useOutboxSender } from '../../offline';
import { outboxTransport } from './outbox-transport';

/**
 * Sends the device's waiting answers from whatever screen is open (the shell mounts it while any wait):
 * on mount, on `online` and on the service worker's Background Sync message. What the screens show is
 * read again once something went through.
 */
export function OutboxSender() {
  const client = useApolloClient();
  const transport = useMemo(() => outboxTransport(client), [client]);
  const refetchShown = useCallback(() => void client.refetchQueries({ include: 'active' }).catch(() => undefined), [client]);
  useOutboxSender(transport, refetchShown);
  return null;
}
