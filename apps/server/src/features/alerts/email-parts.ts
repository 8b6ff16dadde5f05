import { formatLocationTime, localeOfLanguage, type Language, type TemperatureUnit } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

/** Who a monitoring e-mail goes to, in their language and temperature unit. */
export interface Recipient {
  email: string;
  language: Language;
  temperatureUnit: TemperatureUnit;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A time as the location's clock shows it, in the recipient's language, always with the zone's name: the
 * reader's own zone is unknown (the web writes the same text when the viewer's clock differs).
 */
export function localTime(date: Date, timezone: string, language: Language): string {
  return formatLocationTime(date, timezone, { locale: localeOfLanguage(language), viewerZone: null });
}

/** A plain-text and HTML e-mail of `lines` ending with one link. */
export function mail(to: string, subject: string, lines: string[], link: { label: string; url: string }): OutgoingMail {
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n\n${link.label}: ${link.url}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  };
}
