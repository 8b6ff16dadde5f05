import type { Language } from '@ks/domain';
import type { OutgoingMail } from './mailer.js';

type AuthMailKind = 'magicLink' | 'passwordReset' | 'invitation';

const TEXTS: Record<Language, Record<AuthMailKind, { subject: string; intro: string; action: string; expiry: string }>> = {
  en: {
    magicLink: {
      subject: 'Your Kitchen Sentinel sign-in link',
      intro: 'Use this link to sign in to Kitchen Sentinel. Open it in the same browser where you asked for it.',
      action: 'Sign in',
      expiry: 'The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.',
    },
    passwordReset: {
      subject: 'Reset your Kitchen Sentinel password',
      intro: 'Someone asked to reset the password of your Kitchen Sentinel account.',
      action: 'Choose a new password',
      expiry: 'The link works once and expires in 60 minutes. If you did not ask for it, ignore this e-mail.',
    },
    invitation: {
      subject: 'You are invited to Kitchen Sentinel',
      intro: 'You have been invited to Kitchen Sentinel. Choose a password to get started.',
      action: 'Set my password',
      expiry: 'The link works once and expires in 7 days.',
    },
  },
  es: {
    magicLink: {
      subject: 'Tu enlace de acceso a Kitchen Sentinel',
      intro: 'Usa este enlace para iniciar sesión en Kitchen Sentinel. Ábrelo en el mismo navegador donde lo pediste.',
      action: 'Iniciar sesión',
      expiry: 'El enlace funciona una sola vez y caduca en 15 minutos. Si no lo pediste, ignora este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Kitchen Sentinel',
      intro: 'Alguien pidió restablecer la contraseña de tu cuenta de Kitchen Sentinel.',
      action: 'Elegir una contraseña nueva',
      expiry: 'El enlace funciona una sola vez y caduca en 60 minutos. Si no lo pediste, ignora este correo.',
    },
    invitation: {
      subject: 'Te han invitado a Kitchen Sentinel',
      intro: 'Te han invitado a Kitchen Sentinel. Elige una contraseña para empezar.',
      action: 'Elegir mi contraseña',
      expiry: 'El enlace funciona una sola vez y caduca en 7 días.',
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Builds a sign-in related e-mail in the recipient's language. */
export function authEmail(kind: AuthMailKind, language: Language, to: string, link: string): OutgoingMail {
  const t = TEXTS[language][kind];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${t.action}: ${link}\n\n${t.expiry}\n`,
    html: `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.expiry)}</p>`,
  };
}
