import type { Language } from '@ks/domain';
import { ALERT_DESCRIPTIONS } from './alert-descriptions.js';

/**
 * Alert history entries in the reader's language. The engine stores each entry's description in English
 * (alert-descriptions.ts's ALERT_DESCRIPTIONS, kept as written for every old row); reading recognises those
 * sentences and words them again, so rows written before this existed read in Spanish too. Text that is
 * no known sentence (a future wording, a hand-made row) is shown as stored.
 */

type Temperature = 'warm' | 'cold';

type HistoryEntry =
  | { code: 'detected'; temperature: Temperature; severity: string }
  | { code: 'severityRaised' | 'snoozeExpired' | 'ended' | 'endedByLateReadings' | 'endedOutOfService' }
  | { code: 'reasonChanged'; temperature: Temperature }
  | { code: 'snoozed'; who: string; minutes: string };

const SPANISH = {
  detected: (temperature: Temperature, severity: string) =>
    `Alerta detectada: equipo demasiado ${temperature === 'warm' ? 'caliente' : 'frío'} (${severity === 'HIGH' ? 'alta' : severity === 'LOW' ? 'baja' : severity})`,
  severityRaised: 'Gravedad elevada a alta',
  reasonChanged: (temperature: Temperature) => `Ahora demasiado ${temperature === 'warm' ? 'caliente' : 'frío'}`,
  snoozed: (who: string, minutes: string) => `Pospuesta por ${who} durante ${minutes} min`,
  snoozeExpired: 'Terminó el aplazamiento y sigue fuera de rango',
  ended: 'De nuevo dentro de la zona segura',
  endedByLateReadings: 'Terminada: lecturas tardías muestran el equipo de nuevo dentro de su zona segura',
  endedOutOfService: 'Terminada: el equipo está fuera de servicio',
} as const;

const FIXED = ['severityRaised', 'snoozeExpired', 'ended', 'endedByLateReadings', 'endedOutOfService'] as const;

/** The entry an English description was written from, or null for text the engine never writes. */
function entryOf(description: string): HistoryEntry | null {
  for (const code of FIXED) if (description === ALERT_DESCRIPTIONS[code]) return { code };
  let match = /^Alert detected: appliance too (warm|cold) \((\w+)\)$/.exec(description);
  if (match) return { code: 'detected', temperature: match[1] as Temperature, severity: match[2]! };
  match = /^Now too (warm|cold)$/.exec(description);
  if (match) return { code: 'reasonChanged', temperature: match[1] as Temperature };
  match = /^Snoozed by (.+) for (\d+) min$/.exec(description);
  if (match) return { code: 'snoozed', who: match[1]!, minutes: match[2]! };
  return null;
}

function spanish(entry: HistoryEntry): string {
  switch (entry.code) {
    case 'detected':
      return SPANISH.detected(entry.temperature, entry.severity);
    case 'reasonChanged':
      return SPANISH.reasonChanged(entry.temperature);
    case 'snoozed':
      return SPANISH.snoozed(entry.who, entry.minutes);
    default:
      return SPANISH[entry.code];
  }
}

/** A stored alert history description in `language` (English rows are returned unchanged for English). */
export function alertHistoryText(description: string, language: Language): string {
  if (language === 'en') return description;
  const entry = entryOf(description);
  return entry ? spanish(entry) : description;
}
