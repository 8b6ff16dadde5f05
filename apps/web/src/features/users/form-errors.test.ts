import { createUserInputSchema, diaryInputSchema } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formMessageKey, serverFieldError } from './form-errors';

describe('people form errors', () => {
  it('turns domain messages into i18n keys per field', () => {
    const errors = fieldErrorsOf(createUserInputSchema, {
      email: 'nora.example',
      firstname: '',
      lastname: 'N',
      phone: 'call me',
      accessLevel: 'BASIC_USER',
    });
    expect(errors).toEqual({
      email: 'validation.emailMissingAt',
      firstname: 'validation.required',
      phone: 'users.validation.invalidPhone',
    });
  });

  it('maps the diary rule and length limits', () => {
    const locationId = '00000000-0000-4000-8000-00000000a101';
    expect(fieldErrorsOf(diaryInputSchema, { locationId })).toEqual({ description: 'diary.needsContent' });
    expect(formMessageKey('Must be at most 80 characters')).toBe('users.validation.tooLong');
  });

  it('reads validation errors the API attached to a field', () => {
    const apiError = {
      graphQLErrors: [{ message: 'A user with this email address already exists', extensions: { category: 'validation', field: 'email' } }],
    };
    expect(serverFieldError(apiError)).toEqual({ field: 'email', key: 'users.errors.emailTaken' });
    expect(serverFieldError({ graphQLErrors: [{ message: 'Not authorized', extensions: { category: 'authorization' } }] })).toBeNull();
  });
});
