import { COUNTRY_CODES } from '@ks/domain';

/** Country choices named in the reader's language (ISO codes stored). */
export function countryOptions(language: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

/** Every IANA time zone the browser knows, plus the current value if it is missing from the list. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(zones);
  all.add('UTC');
  if (current) all.add(current);
  return [...all].sort();
}
