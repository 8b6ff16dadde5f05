import { MESSAGES } from './messages.js';

/** Parts of the e-mail's local part shorter than this are too common to forbid inside a password. */
const MIN_EMAIL_PART_LENGTH = 3;
/** A password made of fewer different characters than this (`aaaaaaaa`, `abababab`) is refused outright. */
const MIN_DISTINCT_CHARACTERS = 3;

/** Letters and digits only, lower-cased: `John.Smith` and `johnsmith` are the same text here. */
function lettersAndDigits(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Why a new password is refused (ASVS 5.0 V6), or null. `isCommon` answers for a lower-cased password
 * whether it is on the list of common and breached passwords the server ships; the length rule is
 * `passwordSchema`'s. Refused: a listed password, one of fewer than 3 different characters, and one that
 * contains the account's e-mail address or its local part (separators ignored, parts of 3+ characters).
 */
export function newPasswordProblem(password: string, email: string, isCommon: (lowerCased: string) => boolean): string | null {
  const lower = password.toLowerCase();
  if (isCommon(lower) || new Set(lower).size < MIN_DISTINCT_CHARACTERS) return MESSAGES.passwordTooCommon;
  const address = email.trim().toLowerCase();
  const local = lettersAndDigits(address.split('@')[0] ?? '');
  if (lower.includes(address) || (local.length >= MIN_EMAIL_PART_LENGTH && lettersAndDigits(lower).includes(local))) {
    return MESSAGES.passwordContainsEmail;
  }
  return null;
}
