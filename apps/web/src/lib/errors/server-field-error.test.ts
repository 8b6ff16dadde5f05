import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error';

/** A validation refusal the API attached to a field, as Apollo hands it to a form. */
const refusal = (code: string, field: string) => ({
  graphQLErrors: [{ message: 'worded by the server', extensions: { category: 'validation', code, field } }],
});

describe('serverFieldError', () => {
  it('reads the field and the message key of a validation refusal by its code, not its wording', () => {
    expect(serverFieldError(refusal('EMAIL_TAKEN', 'email'))).toEqual({ field: 'email', key: 'users.errors.emailTaken' });
    expect(serverFieldError(refusal('WRONG_PASSWORD', 'currentPassword'))).toEqual({
      field: 'currentPassword',
      key: 'profile.wrongPassword',
    });
    expect(serverFieldError(refusal('TOO_LONG', 'firstname'))).toEqual({ field: 'firstname', key: 'users.validation.tooLong' });
    expect(serverFieldError(refusal('BAD_USER_INPUT', 'phone'))).toEqual({ field: 'phone', key: 'users.validation.invalid' });
  });

  it('is null for any other failure', () => {
    expect(serverFieldError({ graphQLErrors: [{ message: 'Not authorized', extensions: { category: 'authorization' } }] })).toBeNull();
    expect(serverFieldError(new Error('offline'))).toBeNull();
  });
});
