import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ks/domain';
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

  it('shows the same English texts as the domain messages', () => {
    expect(en.validation.required).toBe(MESSAGES.fieldRequired);
    expect(en.validation.invalidEmail).toBe(MESSAGES.invalidEmail);
    expect(en.validation.emailMissingAt).toBe(MESSAGES.emailMissingAt);
    expect(en.validation.passwordTooShort).toBe(MESSAGES.passwordTooShort);
    expect(en.auth.badCredentials).toBe(MESSAGES.badCredentials);
    expect(en.auth.loginFailed).toBe(MESSAGES.loginFailed);
    expect(en.auth.sessionExpired).toBe(MESSAGES.loginSessionExpired);
    expect(en.auth.noNetwork).toBe(MESSAGES.noNetwork);
    expect(en.auth.resetLinkInvalid).toBe(MESSAGES.resetLinkInvalid);
    expect(en.auth.magicLinkInvalid).toBe(MESSAGES.magicLinkInvalid);
    expect(en.auth.emailNotRegistered).toBe(MESSAGES.emailNotRegistered);
    expect(en.auth.rateLimited).toBe(MESSAGES.rateLimited);
    expect(en.errors.fullPage).toBe(MESSAGES.fullPageError);
    expect(en.errors.page).toBe(MESSAGES.pageError);
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
