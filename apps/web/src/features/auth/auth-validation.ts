import { MIN_PASSWORD_LENGTH } from '@ks/domain';
import { errorCodeOf, firstGraphQLError } from '../../lib/apollo/classify-error';
import { apiErrorKey } from '../../lib/errors/api-error-message';

export type ValidationMessageKey =
  | 'validation.required'
  | 'validation.invalidEmail'
  | 'validation.emailMissingAt'
  | 'validation.passwordTooShort'
  | 'validation.passwordTooCommon'
  | 'validation.passwordContainsEmail';

/** 'Field is required' for an empty value. */
export function validateRequired(value: string): ValidationMessageKey | null {
  return value.trim() === '' ? 'validation.required' : null;
}

/**
 * The domain e-mail schema's rule (packages/domain emailSchema), its first failure: required, then at most
 * 254 characters, then contains '@', then looks like an address, all on the trimmed value. Written out
 * instead of running the zod schema so the public screens load no zod (issue 20: /login ≤ 150 KiB);
 * auth-validation.test.ts checks both agree.
 */
export function validateEmail(value: string): ValidationMessageKey | null {
  const email = value.trim();
  if (email.length === 0) return 'validation.required';
  if (email.length > 254) return 'validation.invalidEmail';
  if (!email.includes('@')) return 'validation.emailMissingAt';
  return EMAIL_SHAPE.test(email) ? null : 'validation.invalidEmail';
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The domain password schema's rule (packages/domain passwordSchema): required, then 8 to 1,024 characters. */
export function validateNewPassword(value: string): ValidationMessageKey | null {
  if (value === '') return 'validation.required';
  return value.length < MIN_PASSWORD_LENGTH || value.length > 1024 ? 'validation.passwordTooShort' : null;
}

/**
 * The API's refusal of a new password (common, breached, or containing the e-mail: only the server knows
 * the list and the account), as the key of its message; null for any other failure.
 */
export function serverPasswordRefusal(error: unknown): ValidationMessageKey | null {
  const first = firstGraphQLError(error);
  if (first?.extensions?.category !== 'validation' || first.extensions.field !== 'password') return null;
  return PASSWORD_REFUSALS.includes(errorCodeOf(error) ?? '') ? (apiErrorKey(error) as ValidationMessageKey) : null;
}

/** The API's password refusals, by code; their keys are validation.* (packages/domain error-codes.ts). */
const PASSWORD_REFUSALS: readonly string[] = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON', 'PASSWORD_CONTAINS_EMAIL'];
