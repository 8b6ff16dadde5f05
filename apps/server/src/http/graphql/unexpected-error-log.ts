import type { FastifyRequest } from 'fastify';
import { Kind, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { loggableError } from '../loggable-error.js';

interface LoggingContext {
  req?: FastifyRequest;
  params?: { operationName?: string | null };
}

/** A GraphQLError thrown on purpose (a refusal, a validation error): the rule Yoga's masking follows. */
function isExpected(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const original = (error as GraphQLError).originalError;
  return original == null || isExpected(original);
}

/** The operation's name as the request named it, or as the document does when it holds one. */
function operationNameOf(context: LoggingContext, document?: DocumentNode): string | null {
  if (context.params?.operationName) return context.params.operationName;
  const operations = document?.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION) ?? [];
  return operations.length === 1 && operations[0]?.kind === Kind.OPERATION_DEFINITION ? (operations[0].name?.value ?? null) : null;
}

function logUnexpected(context: LoggingContext, error: unknown, document?: DocumentNode, path?: GraphQLError['path']) {
  const original = (error as GraphQLError).originalError ?? error;
  // Fastify's request logger carries the request id; the operation's variables are never logged.
  context.req?.log.error(
    { error: loggableError(original), operationName: operationNameOf(context, document), path: path ?? null },
    'unexpected GraphQL error',
  );
}

/**
 * Logs every unexpected error (anything not thrown as a GraphQLError on purpose) before Yoga masks it
 * for the caller as 'Unexpected error.': the request id, the operation's name, the error's path and
 * stack, never the variables (passwords, tokens). Registered before Yoga's masking, so it sees the
 * original errors, from execution and from building the context alike.
 */
export function useUnexpectedErrorLog(): Plugin {
  return {
    onPluginInit({ registerContextErrorHandler }) {
      registerContextErrorHandler(({ context, error }) => {
        if (!isExpected(error)) logUnexpected(context as LoggingContext, error);
      });
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result && Array.isArray(result.errors) ? (result.errors as GraphQLError[]) : [];
          for (const error of errors) {
            if (!isExpected(error)) logUnexpected(args.contextValue as LoggingContext, error, args.document, error.path);
          }
        },
      };
    },
  };
}
