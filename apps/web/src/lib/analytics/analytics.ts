import { requestGraphQL } from '../graphql/graphql-request';
import { readDeviceInfo } from './device-info';
import type { TrackEventInput } from '../../gql/graphql';
import { TrackEventDocument } from './analytics.operations';

export type AnalyticsEvent = { name: 'page_view' | 'login' | 'login-failed'; path: string; page: string; loggedIn: boolean };

const environment = import.meta.env.MODE;
const commit = (import.meta.env.VITE_COMMIT as string | undefined) ?? 'dev';

/** Sends an analytics event; fire-and-forget, failures are only logged. */
export function trackEvent(event: AnalyticsEvent): void {
  const input: TrackEventInput = { ...event, ...readDeviceInfo(), environment, commit };
  requestGraphQL(TrackEventDocument, { input }).catch((error: unknown) => console.error('trackEvent failed', error));
}
