import { describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en';
import { validateEmail, validateNewPassword, validateRequired } from './auth-validation';

describe('auth validation', () => {
  it('requires a value', () => {
    expect(validateRequired(' ')).toBe('validation.required');
    expect(validateRequired('x')).toBeNull();
  });

  it('checks e-mail addresses in order: required, "@", format', () => {
    expect(validateEmail('')).toBe('validation.required');
    expect(validateEmail('cook.harbor.example')).toBe('validation.emailMissingAt');
    expect(validateEmail('cook@harbor')).toBe('validation.invalidEmail');
    expect(validateEmail(' cook@harbor.example ')).toBeNull();
  });

  it('needs at least 8 characters for a new password', () => {
    expect(validateNewPassword('')).toBe('validation.required');
    expect(validateNewPassword('1234567')).toBe('validation.passwordTooShort');
    expect(validateNewPassword('12345678')).toBeNull();
  });

  it('uses the exact spec messages', () => {
    expect(en.validation).toEqual({
      required: 'Field is required',
      invalidEmail: 'Invalid email address',
      emailMissingAt: 'Please include "@" in your email address',
      passwordTooShort: 'Password is too short. It must be at least 8 characters.',
    });
  });
});
