import { describe, expect, it } from 'vitest';
import { emailSchema, MESSAGES, passwordSchema } from '@ks/domain';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { en } from '../../lib/i18n/en';
import { GraphQLRequestError } from '../../lib/graphql/graphql-request';
import { serverPasswordRefusal, validateEmail, validateNewPassword, validateRequired } from './auth-validation';

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

  // The web checks these without zod (kept out of /login's bundle): the same first message as the schemas.
  const schemaKey = (schema: ZodType, value: string) => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const byMessage: Record<string, string> = {
      [MESSAGES.fieldRequired]: 'validation.required',
      [MESSAGES.invalidEmail]: 'validation.invalidEmail',
      [MESSAGES.emailMissingAt]: 'validation.emailMissingAt',
      [MESSAGES.passwordTooShort]: 'validation.passwordTooShort',
    };
    return byMessage[result.error.issues[0]?.message ?? ''] ?? `unexpected: ${result.error.issues[0]?.message}`;
  };
  const emailLike = fc.oneof(
    fc.string(),
    fc.emailAddress(),
    fc.tuple(fc.constantFrom('', ' ', '  '), fc.emailAddress(), fc.constantFrom('', ' ', '\t')).map((parts) => parts.join('')),
    fc
      .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('@', '@@', '.', '@.', ' @ '), fc.string({ maxLength: 6 }))
      .map((parts) => parts.join('')),
    fc
      .tuple(fc.string({ minLength: 234, maxLength: 242, unit: fc.constantFrom('a', '.') }), fc.constant('@kitchen.example'))
      .map((parts) => parts.join('')),
  );

  it('agrees with the domain e-mail schema on every input', () => {
    for (const sample of ['', ' ', 'cook', 'cook@', '@harbor.example', 'cook@harbor.', 'cook@harbor.example']) {
      expect(validateEmail(sample)).toBe(schemaKey(emailSchema, sample));
    }
    fc.assert(
      fc.property(emailLike, (value) => validateEmail(value) === schemaKey(emailSchema, value)),
      { numRuns: 2000 },
    );
  });

  it('agrees with the domain password schema on every non-empty input', () => {
    const password = fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.string({ minLength: 1020, maxLength: 1030, unit: fc.constant('x') }),
    );
    fc.assert(
      fc.property(password, (value) => validateNewPassword(value) === schemaKey(passwordSchema, value)),
      { numRuns: 1000 },
    );
  });

  it('shows the same English texts as the domain messages', () => {
    expect(en.validation.required).toBe(MESSAGES.fieldRequired);
    expect(en.validation.invalidEmail).toBe(MESSAGES.invalidEmail);
    expect(en.validation.emailMissingAt).toBe(MESSAGES.emailMissingAt);
    expect(en.validation.passwordTooShort).toBe(MESSAGES.passwordTooShort);
    expect(en.validation.passwordTooCommon).toBe(MESSAGES.passwordTooCommon);
    expect(en.validation.passwordContainsEmail).toBe(MESSAGES.passwordContainsEmail);
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
      // Not in the spec (issue 15, ASVS V6): the domain's messages, checked above.
      passwordTooCommon: MESSAGES.passwordTooCommon,
      passwordContainsEmail: MESSAGES.passwordContainsEmail,
    });
  });

  it("reads the API's refusal of a new password into the field's message, by code", () => {
    const refusal = (code: string, field: string) =>
      new GraphQLRequestError(
        'worded by the server',
        [{ message: 'worded by the server', extensions: { category: 'validation', code, field } }],
        null,
      );
    expect(serverPasswordRefusal(refusal('PASSWORD_TOO_COMMON', 'password'))).toBe('validation.passwordTooCommon');
    expect(serverPasswordRefusal(refusal('PASSWORD_CONTAINS_EMAIL', 'password'))).toBe('validation.passwordContainsEmail');
    expect(serverPasswordRefusal(refusal('PASSWORD_TOO_COMMON', 'token'))).toBeNull();
    expect(serverPasswordRefusal(refusal('BAD_USER_INPUT', 'password'))).toBeNull();
    expect(serverPasswordRefusal(new GraphQLRequestError('Network error', [], new Error('offline')))).toBeNull();
  });
});
