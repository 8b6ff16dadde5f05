/**
 * The time zone a quest's schedule is edited in: its first location's (the first chosen in the form, as
 * listed), because a quest's days are that kitchen's days. With no location chosen yet, the browser's
 * own zone is the best guess (the manager is usually in the kitchen they plan for).
 */
export function scheduleTimeZone(
  locationIds: readonly string[],
  known: ReadonlyArray<{ id: string; timezone: string }>,
  browserZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  for (const id of locationIds) {
    const zone = known.find((location) => location.id === id)?.timezone;
    if (zone) return zone;
  }
  return browserZone;
}
