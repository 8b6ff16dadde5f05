/**
 * One clock for a location's data: every time a screen, an e-mail or a file shows is the location's wall
 * clock, never the viewer's. When the viewer's own zone shows a different wall time, the zone's short name
 * follows ("8:09 PM EST"), so nobody reads a New York alert as if it happened on their own clock.
 */

export interface LocationTimeOptions {
  /** A BCP 47 locale: the viewer's (or recipient's) language. */
  locale: string;
  /** Day and year before the time (default true); false for the time of day alone. */
  withDate?: boolean;
  /**
   * The viewer's own IANA zone (the browser's). The zone's name is added only when it shows a different
   * wall time than the location's. Null: always add it (an e-mail reader's zone is unknown).
   */
  viewerZone: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, withDate: boolean, withZone: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withDate}|${withZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, {
      ...(withDate ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(withZone ? { timeZoneName: 'short' } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** True when the two zones show the same wall-clock time (and date) at this instant. */
function sameWallClock(instant: Date, locationZone: string, viewerZone: string): boolean {
  if (locationZone === viewerZone) return true;
  const wall = (zone: string) => formatter('en-US', zone, true, false).format(instant);
  return wall(locationZone) === wall(viewerZone);
}

/** A time of a location's data as the location's clock shows it, with the zone's name when the viewer's differs. */
export function formatLocationTime(when: Date | string, timeZone: string, options: LocationTimeOptions): string {
  const instant = typeof when === 'string' ? new Date(when) : when;
  const withDate = options.withDate ?? true;
  const withZone = options.viewerZone === null || !sameWallClock(instant, timeZone, options.viewerZone);
  return formatter(options.locale, timeZone, withDate, withZone).format(instant);
}

/** A period of a location's data: "Nov 23, 2026, 8:09 PM – 9:15 PM EST" style, each end labelled alike. */
export function formatLocationPeriod(start: Date, end: Date, timeZone: string, options: LocationTimeOptions): string {
  return `${formatLocationTime(start, timeZone, options)} – ${formatLocationTime(end, timeZone, options)}`;
}

/** The locale a language's dates are written in (the product speaks English and Spanish). */
export function localeOfLanguage(language: string): string {
  return language.startsWith('es') ? 'es-ES' : 'en-US';
}
