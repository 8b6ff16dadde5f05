import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';

/** An e-mail address with the spec's two messages: a missing "@" gets its own hint. */
export const emailSchema = z
  .string({ required_error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(254, MESSAGES.invalidEmail)
  .refine((value) => value.includes('@'), MESSAGES.emailMissingAt)
  .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), MESSAGES.invalidEmail);

export const passwordSchema = z
  .string({ required_error: MESSAGES.fieldRequired })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(1024, MESSAGES.passwordTooShort);

export const newPasswordInputSchema = z.object({
  password: passwordSchema,
  token: z.string().min(1, MESSAGES.fieldRequired).max(512),
});

export const scoreSchema = z.number().min(0).max(100, MESSAGES.scoreOver100);

/** Normalises an e-mail the way accounts are stored: trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
