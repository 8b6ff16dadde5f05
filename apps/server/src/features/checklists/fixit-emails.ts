import { localeOfLanguage, type Language } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

/** What a "a fix-it is yours" e-mail says. */
export interface FixitAssignedFacts {
  actionName: string;
  questName: string;
  locationName: string;
  /** Calendar date `YYYY-MM-DD` in the location's zone, or null. */
  dueOn: string | null;
  assignedBy: string;
  link: string;
}

/** What stands in for the checklist's name in a health fix-it's e-mail (decision 0370). */
export const FIXIT_HEALTH_ORIGIN: Record<Language, string> = { en: 'equipment health', es: 'salud del equipo' };

const TEXTS = {
  en: {
    subject: (action: string, location: string) => `Fix-it for you: ${action} at ${location}`,
    body: (by: string, action: string, quest: string, location: string) =>
      `${by} gave you the fix-it "${action}" (${quest}) at ${location}.`,
    due: (date: string) => `Due on ${date}.`,
    noDue: 'No due date.',
    action: 'Open fix-its',
  },
  es: {
    subject: (action: string, location: string) => `Corrección para ti: ${action} en ${location}`,
    body: (by: string, action: string, quest: string, location: string) =>
      `${by} te ha asignado la corrección "${action}" (${quest}) en ${location}.`,
    due: (date: string) => `Vence el ${date}.`,
    noDue: 'Sin fecha límite.',
    action: 'Abrir correcciones',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A calendar day as words ("December 5, 2026", es "5 de diciembre de 2026"): the day itself, no zone shift. */
function day(dueOn: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOfLanguage(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueOn}T12:00:00Z`));
}

/** The e-mail to a fix-it's new owner, in the owner's language. */
export function fixitAssignedEmail(facts: FixitAssignedFacts, to: { email: string; language: Language }): OutgoingMail {
  const t = TEXTS[to.language];
  const lines = [
    t.body(facts.assignedBy, facts.actionName, facts.questName, facts.locationName),
    facts.dueOn ? t.due(day(facts.dueOn, to.language)) : t.noDue,
  ];
  return {
    to: to.email,
    subject: t.subject(facts.actionName, facts.locationName),
    text: `${lines.join('\n')}\n\n${t.action}: ${facts.link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(facts.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
