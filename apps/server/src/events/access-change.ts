// Not a feature: auth and users announce an access change here, and live (which reads alerts, which read
// appliances, which read users) ends the streams; in features/live it closed a feature cycle.
import type { Pool } from '../db/database.js';
import { publishLive } from './live-bus.js';

/**
 * Tells every instance that `userId`'s access changed (signed out, deactivated, new password, access level or
 * locations): their open live streams end within a NOTIFY round trip, and a new subscription is let in only as
 * far as the access now allows. Sent on each client the person belongs to (every client for a Full Admin), and on `alsoClientIds` (a client they
 * were just removed from). With `sessionId` (a logout) only the streams opened in that session end. Never
 * throws: revocation itself is already committed.
 */
export async function publishAccessChange(
  pool: Pool,
  userId: string,
  { alsoClientIds = [], sessionId }: { alsoClientIds?: string[]; sessionId?: string } = {},
): Promise<void> {
  try {
    // A Full Admin belongs to no client and may stream any one (the client-id header): every client hears it.
    const { rows } = await pool.query<{ client_id: string }>(
      `SELECT client_id FROM memberships WHERE user_id = $1
       UNION SELECT id FROM clients WHERE EXISTS (SELECT 1 FROM users WHERE id = $1 AND system_role = 'ADMIN')`,
      [userId],
    );
    const clientIds = new Set([...rows.map((row) => row.client_id), ...alsoClientIds]);
    await publishLive(
      pool,
      [...clientIds].map((clientId) => ({
        clientId,
        events: [sessionId ? { kind: 'ACCESS' as const, userId, sessionId } : { kind: 'ACCESS' as const, userId }],
      })),
    );
  } catch {
    // The streams still end at their token's expiry (live-event-context.ts).
  }
}
