import { formatLocationPeriod, localeOfLanguage, type Language } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { ExportFiles } from './export-csv.js';

/** What the export e-mail names: the location, the equipment (when only one) and the period. */
export interface ExportMailFacts {
  email: string;
  language: Language;
  locationName: string;
  applianceName: string | null;
  timezone: string;
  periodStart: Date;
  periodEnd: Date;
}

const TEXTS = {
  en: {
    subject: (what: string) => `Sensor data export: ${what}`,
    intro: 'Here is the sensor data export you asked for.',
    period: 'Period',
    files: (readings: number, alerts: number) =>
      `Attached: ${readings} readings and ${alerts} alerts, as CSV files (times in UTC and local time).`,
  },
  es: {
    subject: (what: string) => `Exportación de datos de sensores: ${what}`,
    intro: 'Aquí tienes la exportación de datos de sensores que pediste.',
    period: 'Periodo',
    files: (readings: number, alerts: number) =>
      `Adjuntos: ${readings} lecturas y ${alerts} alertas, en archivos CSV (horas en UTC y en hora local).`,
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A file name part: letters (accented ones kept: "cámara-fría"), digits and dashes. The mailer writes
 * non-ASCII names as RFC 2231 / 5987 `filename*=utf-8''…`, which mail programs show as written.
 */
export function fileNamePart(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'export'
  );
}

/** The export e-mail with its two CSV attachments (readings, alerts). */
export function exportEmail(facts: ExportMailFacts, files: ExportFiles): OutgoingMail {
  const t = TEXTS[facts.language];
  const what = facts.applianceName ? `${facts.applianceName} (${facts.locationName})` : facts.locationName;
  const period = formatLocationPeriod(facts.periodStart, facts.periodEnd, facts.timezone, {
    locale: localeOfLanguage(facts.language),
    viewerZone: null,
  });
  const lines = [t.intro, `${what}`, `${t.period}: ${period}`, t.files(files.readingCount, files.alertCount)];
  const base = `${fileNamePart(facts.applianceName ?? facts.locationName)}-${facts.periodStart.toISOString().slice(0, 10)}-${facts.periodEnd.toISOString().slice(0, 10)}`;
  return {
    to: facts.email,
    subject: t.subject(what),
    text: `${lines.join('\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [
      { filename: `${base}-readings.csv`, content: files.readings, contentType: 'text/csv; charset=utf-8' },
      { filename: `${base}-alerts.csv`, content: files.alerts, contentType: 'text/csv; charset=utf-8' },
    ],
  };
}
