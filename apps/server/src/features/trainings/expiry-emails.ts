import type { Language } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

/** What a "certificate expires soon" e-mail says. */
export interface ExpiryMailFacts {
  holderName: string;
  certificateName: string;
  validUntil: Date;
  link: string;
}

/** Who receives it: the holder, or one of their managers. */
export interface ExpiryRecipient {
  email: string;
  language: Language;
  isHolder: boolean;
}

const TEXTS = {
  en: {
    subject: (certificate: string) => `Certificate expiring soon: ${certificate}`,
    holder: (certificate: string, date: string) => `Your certificate "${certificate}" expires on ${date}.`,
    manager: (holder: string, certificate: string, date: string) => `The certificate "${certificate}" of ${holder} expires on ${date}.`,
    retake: 'Retake the training before then to keep it valid.',
    action: 'Open trainings',
  },
  es: {
    subject: (certificate: string) => `Certificado a punto de caducar: ${certificate}`,
    holder: (certificate: string, date: string) => `Tu certificado "${certificate}" caduca el ${date}.`,
    manager: (holder: string, certificate: string, date: string) => `El certificado "${certificate}" de ${holder} caduca el ${date}.`,
    retake: 'Repite la formación antes de esa fecha para mantenerlo vigente.',
    action: 'Abrir formaciones',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The day a certificate stops being valid, in UTC (validity is computed in UTC). */
function day(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** One "certificate expires soon" e-mail, in the recipient's language. */
export function expiryEmail(facts: ExpiryMailFacts, to: ExpiryRecipient): OutgoingMail {
  const t = TEXTS[to.language];
  const date = day(facts.validUntil, to.language);
  const lines = [to.isHolder ? t.holder(facts.certificateName, date) : t.manager(facts.holderName, facts.certificateName, date), t.retake];
  return {
    to: to.email,
    subject: t.subject(facts.certificateName),
    text: `${lines.join('\n')}\n\n${t.action}: ${facts.link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(facts.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
