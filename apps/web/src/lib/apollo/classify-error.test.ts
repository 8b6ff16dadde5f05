import { describe, expect, it } from 'vitest';
import { classifyError, errorCodeOf } from './classify-error';

describe('classifyError', () => {
  it('classifies a failed fetch as network', () => {
    expect(classifyError({ networkError: new TypeError('Failed to fetch'), graphQLErrors: [] })).toBe('network');
  });

  it('classifies an unauthenticated error in the authentication category', () => {
    const error = {
      graphQLErrors: [{ message: 'unauthenticated', extensions: { category: 'authentication', code: 'UNAUTHENTICATED' } }],
    };
    expect(classifyError(error)).toBe('authentication');
  });

  it('needs both the category and the message for authentication', () => {
    expect(classifyError({ graphQLErrors: [{ message: 'Not authorized', extensions: { category: 'authentication' } }] })).toBe('graphql');
    expect(classifyError({ graphQLErrors: [{ message: 'unauthenticated', extensions: { category: 'internal' } }] })).toBe('graphql');
  });

  it('reads GraphQL errors from a non-2xx response body', () => {
    const error = {
      graphQLErrors: [],
      networkError: {
        statusCode: 401,
        result: { errors: [{ message: 'unauthenticated', extensions: { category: 'authentication' } }] },
      },
    };
    expect(classifyError(error)).toBe('authentication');
  });

  it('classifies a server error without GraphQL errors as generic', () => {
    expect(classifyError({ graphQLErrors: [], networkError: { statusCode: 502, result: 'Bad gateway' } })).toBe('generic');
    expect(classifyError(new Error('boom'))).toBe('generic');
  });

  it('reads the error code', () => {
    expect(errorCodeOf({ graphQLErrors: [{ message: 'x', extensions: { code: 'BAD_CREDENTIALS' } }] })).toBe('BAD_CREDENTIALS');
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});
