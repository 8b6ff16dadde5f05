import { MESSAGES, newPasswordProblem, type ApiErrorCode } from '@ks/domain';
import { readFileSync } from 'node:fs';

let commonPasswords: Set<string> | null = null;

/**
 * The shipped list of common and breached passwords (see the header of common-passwords.txt for its
 * source), loaded on first use: about 18,000 entries, checked offline.
 */
function commonPasswordList(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(text.split('\n').filter((line) => line !== '' && !line.startsWith('#')));
  }
  return commonPasswords;
}

/** The code of each refusal, so the web tells them apart without reading the message. */
const REFUSAL_CODES: Record<string, ApiErrorCode> = {
  [MESSAGES.passwordTooCommon]: 'PASSWORD_TOO_COMMON',
  [MESSAGES.passwordContainsEmail]: 'PASSWORD_CONTAINS_EMAIL',
};

/** Why a new password for the account `email` is refused (common, breached, contains the e-mail), or null. */
export function newPasswordRefusal(password: string, email: string): { message: string; code: ApiErrorCode } | null {
  const list = commonPasswordList();
  const message = newPasswordProblem(password, email, (lowerCased) => list.has(lowerCased));
  return message ? { message, code: REFUSAL_CODES[message] ?? 'BAD_USER_INPUT' } : null;
}
