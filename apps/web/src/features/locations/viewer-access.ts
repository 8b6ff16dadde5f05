import { canViewMonitoring, type AccessLevel } from '@ks/domain';
import { apolloClient, apolloReady } from '../../lib/apollo/client';
import { MeDocument } from '../../lib/session/session.operations';
import { getStoredToken } from '../../lib/token/token';

/**
 * The viewer's access level for a route loader, from the cache when the shell already loaded `me`.
 * Loaders use it to leave monitoring fields out of Basic Users' queries (the API refuses them).
 */
export async function viewerAccessLevel(): Promise<AccessLevel | null> {
  if (getStoredToken() === null) return null;
  await apolloReady;
  try {
    const { data } = await apolloClient.query({ query: MeDocument, fetchPolicy: 'cache-first' });
    return data.me.accessLevel ?? null;
  } catch {
    return null;
  }
}

/** Whether the viewer may see monitoring data (everyone but Basic Users). */
export async function viewerSeesMonitoring(): Promise<boolean> {
  return canViewMonitoring(await viewerAccessLevel());
}
