import { exactCelsius, formatLocationTime, localeOfLanguage, toUnit, type Language, type ProcessKind, type Threshold } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { recipientsFor } from '../alerts/alert-notifications.service.js';

/** Who a cooling notice goes to, in their language and unit (the alerts' recipients). */
export type Recipient = Awaited<ReturnType<typeof recipientsFor>>[number];

export interface CoolingNoticeFacts {
  notice: 'REMINDER' | 'MISSED';
  kind: ProcessKind;
  foodName: string;
  locationName: string;
  timezone: string;
  /** The checkpoint's target as written (null: "as low as possible") and its deadline. */
  target: Threshold | null;
  deadline: Date;
  link: string;
}

const TEXTS = {
  en: {
    process: { COOLING: 'Cooling', REHEATING: 'Reheating' },
    target: (kind: ProcessKind, target: string | null) =>
      target === null ? 'as cold as possible' : `${kind === 'COOLING' ? 'at or below' : 'at or above'} ${target}`,
    subject: {
      REMINDER: (p: string, food: string, l: string) => `${p} checkpoint soon: ${food} at ${l}`,
      MISSED: (p: string, food: string, l: string) => `${p} failed: ${food} at ${l}`,
    },
    body: {
      REMINDER: (target: string, deadline: string) => `Take the food's temperature: it must be ${target} by ${deadline}.`,
      MISSED: (target: string, deadline: string) =>
        `The food was not ${target} by ${deadline}. Record the corrective action: reheat and restart once, or discard.`,
    },
    open: 'Open the log',
  },
  es: {
    process: { COOLING: 'Enfriamiento', REHEATING: 'Recalentamiento' },
    target: (kind: ProcessKind, target: string | null) =>
      target === null ? 'lo más frío posible' : `a ${target} ${kind === 'COOLING' ? 'o menos' : 'o más'}`,
    subject: {
      REMINDER: (p: string, food: string, l: string) => `${p}: control próximo de ${food} en ${l}`,
      MISSED: (p: string, food: string, l: string) => `${p} fallido: ${food} en ${l}`,
    },
    body: {
      REMINDER: (target: string, deadline: string) => `Tome la temperatura del alimento: debe estar ${target} antes de ${deadline}.`,
      MISSED: (target: string, deadline: string) =>
        `El alimento no estaba ${target} a las ${deadline}. Registre la acción correctiva: recalentar y reiniciar una vez, o desechar.`,
    },
    open: 'Abrir el registro',
  },
} as const;

/** A target in the reader's unit: as written when it is theirs (70 °F stays 70 °F), converted otherwise. */
function targetText(target: Threshold, to: Recipient): string {
  if (target.unit === to.temperatureUnit) return `${target.value} °${target.unit}`;
  return `${Math.round(toUnit(exactCelsius(target.value, target.unit), to.temperatureUnit) * 10) / 10} °${to.temperatureUnit}`;
}

/** "Cooling checkpoint soon" and "Cooling failed" e-mails, in the reader's language and unit. */
export function coolingNoticeEmail(facts: CoolingNoticeFacts, to: Recipient): OutgoingMail {
  const t = TEXTS[to.language satisfies Language];
  const target = t.target(facts.kind, facts.target ? targetText(facts.target, to) : null);
  // The kitchen's clock with its zone's name: the reader's own zone is unknown.
  const deadline = formatLocationTime(facts.deadline, facts.timezone, { locale: localeOfLanguage(to.language), viewerZone: null });
  const body = t.body[facts.notice](target, deadline);
  const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to: to.email,
    subject: t.subject[facts.notice](t.process[facts.kind], facts.foodName, facts.locationName),
    text: `${body}\n\n${t.open}: ${facts.link}\n`,
    html: `<p>${html(body)}</p><p><a href="${html(facts.link)}">${html(t.open)}</a></p>`,
  };
}
