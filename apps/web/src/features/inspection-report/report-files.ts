import { fileHeaders } from '../../ui/protected-files';

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

/** The file name the server gives (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(header);
  return utf8?.[1] ? decodeURIComponent(utf8[1]) : 'inspection-report.pdf';
}

/** Saves a blob as a file through a temporary link (the report needs the bearer token, so no plain href). */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a location's inspection report PDF; throws with the server's status when refused. */
export async function downloadInspectionReport(locationId: string, period: ReportPeriod, language: string): Promise<void> {
  const params = new URLSearchParams({ locationId, ...periodInstants(period), lang: language.startsWith('es') ? 'es' : 'en' });
  const response = await fetch(`/reports/inspection?${params}`, { headers: await fileHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  save(await response.blob(), fileNameOf(response));
}
