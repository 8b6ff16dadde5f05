import { MESSAGES, type ApiErrorCode } from '@ks/domain';
import { GraphQLError } from 'graphql';

/** Error categories the web classifies (spec §8): authentication errors carry 'unauthenticated'. */
export type ErrorCategory = 'authentication' | 'authorization' | 'user' | 'validation';

/**
 * An expected error: the spec's English message, its category and one of the stable codes listed in
 * packages/domain (error-codes.ts); screens tell errors apart by the code, never by the message.
 */
export function appError(message: string, category: ErrorCategory, code: ApiErrorCode, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { category, code, ...extra } });
}

/** Things whose absence a screen tells apart (a vanished area, a file) have a code of their own. */
const NOT_FOUND_CODES: Partial<Record<string, ApiErrorCode>> = { Area: 'AREA_NOT_FOUND', File: 'FILE_NOT_FOUND' };

export const unauthenticatedError = () => appError(MESSAGES.unauthenticated, 'authentication', 'UNAUTHENTICATED');
export const forbiddenError = () => appError(MESSAGES.notAuthorized, 'authorization', 'FORBIDDEN');
export const clientRequiredError = () => appError('Choose a company first', 'authorization', 'CLIENT_REQUIRED');
export const clientNotFoundError = () => appError('Client not found', 'authorization', 'CLIENT_NOT_FOUND');
export const badCredentialsError = () => appError(MESSAGES.badCredentials, 'user', 'BAD_CREDENTIALS');
export const rateLimitedError = (retryAfterSeconds: number) =>
  appError(MESSAGES.rateLimited, 'user', 'RATE_LIMITED', { retryAfterSeconds });
export const notFoundError = (what: string) => appError(`${what} not found`, 'user', NOT_FOUND_CODES[what] ?? 'NOT_FOUND');
/** A refused input; `code` names the refusal when a screen must tell it apart from other invalid input. */
export const validationError = (message: string, field?: string, code: ApiErrorCode = 'BAD_USER_INPUT') =>
  appError(message, 'validation', code, field ? { field } : {});
/** A text over its length limit; the limit travels as an extension so nobody parses the message. */
export const tooLongError = (message: string, limit: number, field?: string) =>
  appError(message, 'validation', 'TOO_LONG', { limit, ...(field ? { field } : {}) });

/** The parts of a schema issue (zod's, through Standard Schema) a refusal is built from. */
type SchemaIssue = {
  message?: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  code?: string;
  type?: string;
  maximum?: number | bigint;
};

/** The first issue of an argument's schema as a refusal: a text over its limit is TOO_LONG, the rest BAD_USER_INPUT. */
export function schemaIssueError(issues: ReadonlyArray<SchemaIssue>) {
  const issue = issues[0];
  const message = issue?.message ?? 'Invalid input';
  const field = issue?.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.');
  if (issue?.code === 'too_big' && issue.type === 'string') return tooLongError(message, Number(issue.maximum), field);
  return validationError(message, field);
}
