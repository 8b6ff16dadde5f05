import { formatLocationTime, healthFindingText, localeOfLanguage, type HealthFinding } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { recipientsFor } from '../alerts/alert-notifications.service.js';

/** Who the notice goes to, in their language and temperature unit (as the alerts' recipientsFor gives them). */
type Recipient = Awaited<ReturnType<typeof recipientsFor>>[number];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a "service soon" notice says about one unit. */
export interface ServiceSoonFacts {
  applianceName: string;
  locationName: string;
  timezone: string;
  findings: HealthFinding[];
  link: string;
}

const TEXTS = {
  en: {
    subject: (appliance: string, location: string) => `Service soon: ${appliance} at ${location}`,
    intro: (appliance: string, location: string) =>
      `${appliance} (${location}) shows signs of a failing unit in its temperatures. Call the engineer while the food is still safe.`,
    since: (time: string) => `First seen: ${time}.`,
    action: 'Open the equipment',
    raiseFixit: 'Raise a fix-it',
  },
  es: {
    subject: (appliance: string, location: string) => `Revisión pronto: ${appliance} en ${location}`,
    intro: (appliance: string, location: string) =>
      `${appliance} (${location}) muestra en sus temperaturas señales de un equipo que falla. Llama al técnico mientras los alimentos siguen seguros.`,
    since: (time: string) => `Visto por primera vez: ${time}.`,
    action: 'Abrir el equipo',
    raiseFixit: 'Abrir una corrección',
  },
} as const;

/** The equipment page with the raise-a-fix-it action open (decision 0370): the page reads `raise=fixit`. */
export function raiseFixitLink(equipmentLink: string): string {
  return `${equipmentLink}${equipmentLink.includes('?') ? '&' : '?'}raise=fixit`;
}

/**
 * The notice when a unit enters SERVICE_SOON, in the recipient's language and unit: every finding's
 * sentence (the evidence, with the "likely to leave its safe zone within N days" estimate where the
 * trend gives one), when it was first seen on the location's clock, a link to the equipment page and
 * one to the same page with the raise-a-fix-it action at hand.
 */
export function serviceSoonEmail(facts: ServiceSoonFacts, to: Recipient): OutgoingMail {
  const t = TEXTS[to.language];
  const options = { language: to.language, unit: to.temperatureUnit };
  const first = Math.min(...facts.findings.map((f) => f.since));
  const lines = [
    t.intro(facts.applianceName, facts.locationName),
    ...facts.findings.map((f) => `• ${healthFindingText(f, options)}`),
    t.since(formatLocationTime(new Date(first), facts.timezone, { locale: localeOfLanguage(to.language), viewerZone: null })),
  ];
  const raise = raiseFixitLink(facts.link);
  const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  return {
    to: to.email,
    subject: t.subject(facts.applianceName, facts.locationName),
    text: `${lines.join('\n')}\n\n${t.action}: ${facts.link}\n${t.raiseFixit}: ${raise}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${anchor(facts.link, t.action)} · ${anchor(raise, t.raiseFixit)}</p>`,
  };
}
