import type { TFunction } from 'i18next';

/** Refusal codes of the checklist API with a translated text (others show the server's own words). */
const KNOWN_CODES = [
  'ACTIVATION_MISSING_NAME',
  'ACTIVATION_MISSING_SCHEDULE',
  'ACTIVATION_MISSING_CONTENT',
  'ACTIVATION_MISSING_ACTIONNAME',
  'ACTIVATION_MISSING_LOCATION',
  'ACTION_EDIT_BLOCKED',
  'QUEST_ACTIVE',
  'ACTIVATION_CLOSED',
  'ACTIVATION_FINISHED',
  'FIXIT_RESOLVED',
  'FORBIDDEN',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

function firstError(error: unknown): { message?: string; extensions?: Record<string, unknown> } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as { graphQLErrors?: ReadonlyArray<{ message?: string; extensions?: Record<string, unknown> }> }).graphQLErrors?.[0];
}

/** `extensions.code` of the first GraphQL error, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = firstError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What to tell the person about a failed call: a translated text for the known refusals (e.g. 'A quest
 * cannot be activated without a schedule'), the server's message for other expected refusals
 * (validation), otherwise the given fallback.
 */
export function errorMessageOf(error: unknown, fallback: string, t: TFunction): string {
  const first = firstError(error);
  const code = errorCodeOf(error);
  if (code && (KNOWN_CODES as readonly string[]).includes(code)) return t(`quests.apiErrors.${code as KnownCode}`);
  if (first?.message && typeof first.extensions?.category === 'string') return first.message;
  return fallback;
}
