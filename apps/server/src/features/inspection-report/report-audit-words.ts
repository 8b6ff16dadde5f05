import {
  AUDIT_TEXTS_EN,
  AUDIT_TEXTS_ES,
  auditTextOf,
  formatTemperature,
  formatTemperatureDifference,
  localeOfLanguage,
  type AuditTexts,
  type AuditWords,
  type Language,
  type TemperatureUnit,
} from '@ks/domain';
import { REPORT_TEXTS } from './report-texts.js';

const AUDIT_TEXTS: Record<Language, AuditTexts> = { en: AUDIT_TEXTS_EN, es: AUDIT_TEXTS_ES };

/**
 * The report's words for the one audit sentence builder (domain audit-sentences.ts, which the web's
 * equipment history uses too): its language, the report's unit rounded as the screens round it
 * (formatTemperature); a due date is a calendar day, printed as one.
 */
export function reportAuditWords(language: Language, unit: TemperatureUnit): AuditWords {
  const t = REPORT_TEXTS[language];
  const locale = localeOfLanguage(language);
  return {
    text: auditTextOf(AUDIT_TEXTS[language]),
    fate: (fate) => t.fates[fate] ?? fate,
    method: (method) => t.methods[method] ?? method,
    profile: (profile) => t.profiles[profile] ?? profile,
    result: (passed) => (passed ? t.checkResults.passed : t.checkResults.failed),
    interval: (months) => t.everyMonths(months),
    temperature: (celsius) => formatTemperature(celsius, unit, locale),
    difference: (celsius) => formatTemperatureDifference(celsius, unit, locale),
    // A due date is a calendar day: noon UTC of it reads as that day in every zone.
    day: (day) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${day}T12:00:00Z`)),
  };
}
