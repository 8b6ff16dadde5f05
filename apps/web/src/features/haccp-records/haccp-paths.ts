/** The problem a corrective action answers, as the record page's query string names it. */
export type RecordSubjectParam = { alertId: string } | { foodBatchId: string } | { coolingLogId: string } | { fixitId: string };

/** The record page for a problem of a location; `back` is where saving returns (the current page). */
export function recordCorrectiveActionPath(
  subject: RecordSubjectParam,
  place: { locationId: string; applianceId?: string | null; back?: string },
): string {
  const params = new URLSearchParams(subject as Record<string, string>);
  params.set('locationId', place.locationId);
  if (place.applianceId) params.set('applianceId', place.applianceId);
  if (place.back) params.set('back', place.back);
  return `/corrective-actions/record?${params.toString()}`;
}
