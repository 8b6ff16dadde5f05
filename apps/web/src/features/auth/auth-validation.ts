import { MIN_PASSWORD_LENGTH } from '../../lib/constants';

export type ValidationMessageKey =
  | 'validation.required'
  | 'validation.invalidEmail'
  | 'validation.emailMissingAt'
  | 'validation.passwordTooShort';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Field is required' for an empty value. */
export function validateRequired(value: string): ValidationMessageKey | null {
  return value.trim() === '' ? 'validation.required' : null;
}

/** Required, then contains '@', then looks like an address. */
export function validateEmail(value: string): ValidationMessageKey | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.required';
  if (!trimmed.includes('@')) return 'validation.emailMissingAt';
  if (!EMAIL_PATTERN.test(trimmed)) return 'validation.invalidEmail';
  return null;
}

/** Required, then at least 8 characters. */
export function validateNewPassword(value: string): ValidationMessageKey | null {
  if (value === '') return 'validation.required';
  if (value.length < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  return null;
}
