/** A location on the dashboard; `openAlerts` is the summary's `tempAlertsCount` (open temperature alerts). */
export type DashboardItem = { id: string; name: string; openAlerts?: number | null };

/** Spec §2 dashboard: locations with open alerts first (most first), then by name. */
export function orderForDashboard<T extends DashboardItem>(items: readonly T[], locale: string): T[] {
  return [...items].sort((a, b) => (b.openAlerts ?? 0) - (a.openAlerts ?? 0) || a.name.localeCompare(b.name, locale));
}
