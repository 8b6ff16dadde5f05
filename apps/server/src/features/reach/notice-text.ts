import { formatLocationTime, formatTemperature, localeOfLanguage, type Language, type TemperatureUnit } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

/** A time on the location's clock with the zone's name (the reader's own zone is unknown). */
function localTime(date: Date, timezone: string, language: Language): string {
  return formatLocationTime(date, timezone, { locale: localeOfLanguage(language), viewerZone: null });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A chain's e-mail: the notice's two lines and the link to the equipment. */
export function noticeMail(to: string, notice: { title: string; body: string }, link: { label: string; url: string }): OutgoingMail {
  return {
    to,
    subject: notice.title,
    text: `${notice.title}\n${notice.body}\n\n${link.label}: ${link.url}\n`,
    html: `<p>${escapeHtml(notice.title)}</p><p>${escapeHtml(notice.body)}</p><p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  };
}

/** What a chain's notice says about its alert (°C values; shown in the recipient's unit). */
export interface AlertNoticeFacts {
  applianceName: string;
  locationName: string;
  timezone: string;
  reason: 'APPLIANCE_TOO_WARM' | 'APPLIANCE_TOO_COLD';
  severity: 'LOW' | 'HIGH';
  startedAt: Date;
  temperature: number | null;
}

export interface NoticeReader {
  language: Language;
  temperatureUnit: TemperatureUnit;
}

const TEXTS = {
  en: {
    title: { APPLIANCE_TOO_WARM: (a: string) => `${a} is too warm`, APPLIANCE_TOO_COLD: (a: string) => `${a} is too cold` },
    body: (l: string, t: string | null, since: string, high: boolean) =>
      `${high ? 'HIGH · ' : ''}${l}${t ? ` · ${t}` : ''} · since ${since}`,
    handling: (who: string) => `${who} is handling it`,
    handlingBody: (a: string, l: string) => `${a} at ${l}`,
    sms: (title: string, body: string) => `Kitchen Sentinel: ${title}. ${body}`,
    open: 'Open the equipment',
    actions: { acknowledge: 'Acknowledge', snooze: 'Snooze 1 h' },
  },
  es: {
    title: {
      APPLIANCE_TOO_WARM: (a: string) => `${a} está demasiado caliente`,
      APPLIANCE_TOO_COLD: (a: string) => `${a} está demasiado frío`,
    },
    body: (l: string, t: string | null, since: string, high: boolean) =>
      `${high ? 'ALTA · ' : ''}${l}${t ? ` · ${t}` : ''} · desde ${since}`,
    handling: (who: string) => `${who} se está ocupando`,
    handlingBody: (a: string, l: string) => `${a} en ${l}`,
    sms: (title: string, body: string) => `Kitchen Sentinel: ${title}. ${body}`,
    open: 'Abrir el equipo',
    actions: { acknowledge: 'Me ocupo', snooze: 'Posponer 1 h' },
  },
} as const;

/** A chain step's notice: "Walk-in is too warm" / "HIGH · Harbor Downtown · 9.0 °C · since Nov 23, 2:05 AM EST". */
export function alertNoticeText(facts: AlertNoticeFacts, reader: NoticeReader): { title: string; body: string } {
  const text = TEXTS[reader.language];
  const temperature =
    facts.temperature === null ? null : formatTemperature(facts.temperature, reader.temperatureUnit, localeOfLanguage(reader.language));
  return {
    title: text.title[facts.reason](facts.applianceName),
    body: text.body(
      facts.locationName,
      temperature,
      localTime(facts.startedAt, facts.timezone, reader.language),
      facts.severity === 'HIGH',
    ),
  };
}

/** The follow-up to everyone told: "Maria Harbor is handling it" / "Walk-in at Harbor Downtown". */
export function handlingNoticeText(facts: AlertNoticeFacts, who: string, reader: NoticeReader): { title: string; body: string } {
  const text = TEXTS[reader.language];
  return { title: text.handling(who), body: text.handlingBody(facts.applianceName, facts.locationName) };
}

export function smsText(notice: { title: string; body: string }, language: Language): string {
  return TEXTS[language].sms(notice.title, notice.body);
}

export function openLabel(language: Language): string {
  return TEXTS[language].open;
}

/** The notification's buttons in the reader's language (the service worker shows them). */
export function actionLabels(language: Language): { acknowledge: string; snooze: string } {
  return TEXTS[language].actions;
}
