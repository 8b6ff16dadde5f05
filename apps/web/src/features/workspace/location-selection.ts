type Identified = { id: string };

/**
 * The selected location rule (spec §4): a location named in the URL wins, then the stored one;
 * when neither is in the list, the first location; null when there are none.
 */
export function resolveSelectedLocation(locations: readonly Identified[], storedId: string | null, urlId: string | null): string | null {
  if (urlId && locations.some((location) => location.id === urlId)) return urlId;
  if (storedId && locations.some((location) => location.id === storedId)) return storedId;
  return locations[0]?.id ?? null;
}

const LOCATION_PATH = /^\/temperatures\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/**
 * The location a page's path is about (`/temperatures/<location>/…`: equipment pages), or null. It wins
 * over `?location=` and the stored choice, so the header selector always shows the page's location.
 */
export function locationIdInPath(pathname: string): string | null {
  return LOCATION_PATH.exec(pathname)?.[1] ?? null;
}

/** The client to work in: the stored one when it is still a membership, the only one, or none (ask). */
export function resolveSelectedClient(clients: readonly Identified[], storedId: string | null): string | null {
  if (storedId && clients.some((client) => client.id === storedId)) return storedId;
  if (clients.length === 1 && clients[0]) return clients[0].id;
  return null;
}
