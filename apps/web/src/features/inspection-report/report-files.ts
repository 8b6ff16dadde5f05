import { saveProtectedDownload } from '../../ui/protected-files';

/** The report's period as the form holds it: local dates (YYYY-MM-DD), both days included. */
export type ReportPeriod = { from: string; to: string };

/** The last 90 days up to today (the server's default too). */
export function defaultPeriod(today: Date = new Date()): ReportPeriod {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(today.getTime() - 90 * 86_400_000)), to: day(today) };
}

/** A period of whole days as instants: from the start of `from` to the end of `to`, in the browser's clock. */
export function periodInstants(period: ReportPeriod): { from: string; to: string } {
  const start = new Date(`${period.from}T00:00:00`);
  const end = new Date(`${period.to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** Downloads a location's inspection report PDF; throws with the server's status when refused. */
export async function downloadInspectionReport(locationId: string, period: ReportPeriod, language: string): Promise<void> {
  const params = new URLSearchParams({ locationId, ...periodInstants(period), lang: language.startsWith('es') ? 'es' : 'en' });
  await saveProtectedDownload(`/reports/inspection?${params}`, 'inspection-report.pdf');
}
