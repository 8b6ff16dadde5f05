import { InMemoryCache } from '@apollo/client/cache';

/** Root query fields holding paginated lists: never persisted. */
export const PAGINATED_ROOT_FIELDS = ['libraryActions', 'applianceAlerts', 'fixits'] as const;

/** The normalised cache shared by the app. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          me: { merge: true },
        },
      },
    },
  });
}
