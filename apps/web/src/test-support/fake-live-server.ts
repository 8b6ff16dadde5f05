import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult, type Observer } from '@apollo/client/core';
import { requestTimesLink } from '../lib/apollo/request-times';
import { isSubscription } from '../lib/live/sse-link';

/**
 * An Apollo client over a fake server for live-update tests: queries and mutations are answered at once
 * by `answer` and counted by operation name; subscriptions go to an SSE stand-in the test feeds (`send`),
 * split off as the real link splits them.
 */
export function fakeLiveServer(answer: (operationName: string, asked: number) => Record<string, unknown>) {
  const asked: string[] = [];
  let stream: Observer<FetchResult> | null = null;
  const http = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        asked.push(operation.operationName);
        observer.next({ data: answer(operation.operationName, asked.length) });
        observer.complete();
      }),
  );
  const sse = new ApolloLink(() => new Observable<FetchResult>((observer) => void (stream = observer)));
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(isSubscription, sse, ApolloLink.from([requestTimesLink, http])),
  });
  return {
    client,
    /** How many times the screen asked `name`. */
    count: (name: string) => asked.filter((one) => one === name).length,
    /** One event on the open subscription, as the server sends it. */
    send: (data: Record<string, unknown>) => stream?.next?.({ data }),
  };
}
