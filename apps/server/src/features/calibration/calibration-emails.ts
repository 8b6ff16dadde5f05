import type { Language } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

/** What a "calibration due" e-mail says. */
export interface CalibrationMailFacts {
  hwid: string;
  applianceName: string | null;
  locationName: string;
  dueAt: Date;
  link: string;
}

const TEXTS = {
  en: {
    subject: (hwid: string) => `Sensor calibration due: ${hwid}`,
    body: (hwid: string, where: string, date: string) => `Sensor ${hwid} (${where}) is due for its calibration check on ${date}.`,
    how: 'Check it at the ice point or against a reference probe and record the result on the equipment page.',
    action: 'Open the equipment',
  },
  es: {
    subject: (hwid: string) => `Calibración de sensor pendiente: ${hwid}`,
    body: (hwid: string, where: string, date: string) => `El sensor ${hwid} (${where}) debe calibrarse el ${date}.`,
    how: 'Compruébalo en el punto de hielo o con una sonda de referencia y registra el resultado en la página del equipo.',
    action: 'Abrir el equipo',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One "calibration due" e-mail, in the recipient's language. */
export function calibrationDueEmail(facts: CalibrationMailFacts, to: { email: string; language: Language }): OutgoingMail {
  const t = TEXTS[to.language];
  const date = new Intl.DateTimeFormat(to.language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    facts.dueAt,
  );
  const where = facts.applianceName ? `${facts.applianceName}, ${facts.locationName}` : facts.locationName;
  const lines = [t.body(facts.hwid, where, date), t.how];
  return {
    to: to.email,
    subject: t.subject(facts.hwid),
    text: `${lines.join('\n')}\n\n${t.action}: ${facts.link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(facts.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
