import type { TFunction } from 'i18next';
import { errorMessageOf } from '../quests';

/** Activation refusals worded for a training (spec §4: "A quest or training cannot be activated without …"). */
const TRAINING_CODES = [
  'ACTIVATION_MISSING_NAME',
  'ACTIVATION_MISSING_CONTENT',
  'ACTIVATION_MISSING_ACTIONNAME',
  'TRAINING_INACTIVE',
] as const;
type TrainingCode = (typeof TRAINING_CODES)[number];

/** `extensions.code` of the first GraphQL error of an Apollo error, if any. */
export function trainingErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const first = (error as { graphQLErrors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }).graphQLErrors?.[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What to tell the person about a failed training call: our wording for known refusals, else as quests do. */
export function trainingErrorMessage(error: unknown, fallback: string, t: TFunction): string {
  const code = trainingErrorCode(error);
  if (code && (TRAINING_CODES as readonly string[]).includes(code)) return t(`training.apiErrors.${code as TrainingCode}`);
  return errorMessageOf(error, fallback, t);
}
