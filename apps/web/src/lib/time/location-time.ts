import { formatLocationTime as formatInZone, localeOfLanguage } from '@ks/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the browser's zone is taken as read: a phone that crosses a border is seen within a minute. */
const BROWSER_ZONE_TTL_MS = 60_000;
let browserZone: { zone: string; readAt: number } | null = null;

/**
 * The browser's own zone: the viewer's clock, compared with the location's to decide on the zone label.
 * Read once a minute: asking means making a date formatter, and every time a list shows asks (a
 * dashboard's alerts, a table of readings).
 */
export function browserTimeZone(now: number = Date.now()): string {
  if (!browserZone || now - browserZone.readAt >= BROWSER_ZONE_TTL_MS || now < browserZone.readAt) {
    browserZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC', readAt: now };
  }
  return browserZone.zone;
}

export interface LocationTimeFormat {
  /** Day and year before the time (default true). */
  withDate?: boolean;
}

/**
 * A time of a location's data on the location's clock, in the viewer's language, with the zone's name
 * ("8:09 PM EST") when the browser's clock differs. The one formatter of the web for a location's times.
 */
export function formatLocationTime(
  when: Date | string,
  timeZone: string,
  language: string,
  { withDate = true }: LocationTimeFormat = {},
  viewerZone: string = browserTimeZone(),
): string {
  return formatInZone(when, timeZone, { locale: localeOfLanguage(language), withDate, viewerZone });
}

/**
 * A time of data that belongs to no single location (a sensor not yet placed, a company-wide list) on the
 * viewer's own clock, in the same format as a location's times: one date and time format everywhere.
 */
export function formatViewerTime(when: Date | string, language: string, options: LocationTimeFormat = {}): string {
  const zone = browserTimeZone();
  return formatLocationTime(when, zone, language, options, zone);
}

/**
 * The time of day alone on a location's clock ("6:00 AM", es "6:00"), without the zone's name: for times
 * read beside the location's own day, such as a checklist's window. The same hour style as every other time.
 */
export function formatLocationTimeOfDay(when: Date | string, timeZone: string, language: string): string {
  return formatLocationTime(when, timeZone, language, { withDate: false }, timeZone);
}

/** formatLocationTime bound to the viewer's language; null or missing times read "—". */
export function useLocationTime(timeZone: string | null | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (when: Date | string | null | undefined, options?: LocationTimeFormat) =>
      when ? formatLocationTime(when, timeZone ?? 'UTC', language, options) : '—',
    [timeZone, language],
  );
}

/**
 * A day of a location's data ("Nov 23, 2026") on the location's calendar: near midnight the viewer's own
 * calendar can already be on the next day (or still on the previous one).
 */
export function formatLocationDate(when: Date | string, timeZone: string, language: string): string {
  const instant = typeof when === 'string' ? new Date(when) : when;
  return new Intl.DateTimeFormat(localeOfLanguage(language), { dateStyle: 'medium', timeZone }).format(instant);
}

/**
 * A calendar day of a location's data, already on its calendar (`YYYY-MM-DD`, a fix-it's due date), in the
 * same format as formatLocationDate: the day is read at its own noon in UTC, so no zone can move it.
 */
export function formatLocationDay(day: string, language: string): string {
  return formatLocationDate(`${day}T12:00:00Z`, 'UTC', language);
}
