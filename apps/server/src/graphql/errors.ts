import { MESSAGES } from '@ks/domain';
import { GraphQLError } from 'graphql';

/** Error categories the web classifies (spec §8): authentication errors carry 'unauthenticated'. */
export type ErrorCategory = 'authentication' | 'authorization' | 'user' | 'validation';

function appError(message: string, category: ErrorCategory, code: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { category, code, ...extra } });
}

export const unauthenticatedError = () => appError(MESSAGES.unauthenticated, 'authentication', 'UNAUTHENTICATED');
export const forbiddenError = () => appError(MESSAGES.notAuthorized, 'authorization', 'FORBIDDEN');
export const clientRequiredError = () => appError('Choose a company first', 'authorization', 'CLIENT_REQUIRED');
export const clientNotFoundError = () => appError('Client not found', 'authorization', 'CLIENT_NOT_FOUND');
export const badCredentialsError = () => appError(MESSAGES.badCredentials, 'user', 'BAD_CREDENTIALS');
export const rateLimitedError = (retryAfterSeconds: number) =>
  appError(MESSAGES.rateLimited, 'user', 'RATE_LIMITED', { retryAfterSeconds });
export const notFoundError = (what: string) => appError(`${what} not found`, 'user', 'NOT_FOUND');
export const validationError = (message: string, field?: string) =>
  appError(message, 'validation', 'BAD_USER_INPUT', field ? { field } : {});
