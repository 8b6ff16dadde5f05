import { emailSchema, MESSAGES, passwordSchema } from '@ks/domain';
import type { ZodType } from 'zod';

export type ValidationMessageKey =
  'validation.required' | 'validation.invalidEmail' | 'validation.emailMissingAt' | 'validation.passwordTooShort';

// The domain schemas speak English; the form shows the i18n text for the same message.
const MESSAGE_KEYS: Record<string, ValidationMessageKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.invalidEmail]: 'validation.invalidEmail',
  [MESSAGES.emailMissingAt]: 'validation.emailMissingAt',
  [MESSAGES.passwordTooShort]: 'validation.passwordTooShort',
};

function firstMessageKey(schema: ZodType, value: string): ValidationMessageKey | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return MESSAGE_KEYS[message] ?? 'validation.invalidEmail';
}

/** 'Field is required' for an empty value. */
export function validateRequired(value: string): ValidationMessageKey | null {
  return value.trim() === '' ? 'validation.required' : null;
}

/** The domain e-mail schema: required, then contains '@', then looks like an address. */
export function validateEmail(value: string): ValidationMessageKey | null {
  return firstMessageKey(emailSchema, value);
}

/** The domain password schema: required, then at least 8 characters. */
export function validateNewPassword(value: string): ValidationMessageKey | null {
  if (value === '') return 'validation.required';
  return firstMessageKey(passwordSchema, value);
}
