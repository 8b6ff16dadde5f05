import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { zodResolver } from 'mantine-form-zod-resolver';
import { z, type ZodIssue, type ZodType } from 'zod';
import type { MessageKey } from '../errors/api-error-message';

/** A form's errors: one i18n key per top-level field. */
export type FieldMessageKeys<Key extends string> = Partial<Record<string, Key>>;

/** The form field an issue of the API's input belongs to; null leaves it to another check. */
export type FieldOfIssue = (issue: ZodIssue) => string | null;

/** By default an issue belongs to the input's top-level field of the same name. */
const topLevelField: FieldOfIssue = (issue) => String(issue.path[0] ?? '');

/**
 * @mantine/form's `validate` from a domain schema, the rules the API applies: `mantine-form-zod-resolver`
 * over that schema, each issue worded as an i18n key by `keyOf`, which sees the whole issue (its kind,
 * e.g. a text over its limit, not only its English message). One key per field, the first issue
 * winning. `inputOf` shapes the form's values as the API's input; `fieldOf` names the form field of an
 * issue when the input is shaped otherwise (a nested safe zone shown as two inputs, an id for a file).
 */
export function schemaValidator<Values, Key extends string>(
  schema: ZodType,
  keyOf: (issue: ZodIssue) => Key,
  inputOf: (values: Values) => unknown = (values) => values,
  fieldOf: FieldOfIssue = topLevelField,
): (values: Values) => FieldMessageKeys<Key> {
  const keyed = z.unknown().superRefine((input, context) => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return;
    const worded = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue);
      if (field === null || worded.has(field)) continue;
      worded.add(field);
      context.addIssue({ code: z.ZodIssueCode.custom, path: field ? [field] : [], message: keyOf(issue) });
    }
  });
  const resolve = zodResolver(keyed);
  // The resolver types its input as a record; a domain schema takes whatever the form hands it.
  return (values) => resolve(inputOf(values) as Record<string, unknown>) as FieldMessageKeys<Key>;
}

/**
 * @mantine/form's `enhanceGetInputProps` for forms whose errors are i18n keys: an input shows its error
 * in the person's language, translated at render so a change of language reaches it too.
 */
export function translatedErrors(t: TFunction) {
  return ({ inputProps }: { inputProps: { error?: unknown } }) => ({ error: errorText(inputProps.error, t) });
}

/** The text of one error held as an i18n key (null when the field has none). */
function errorText(error: FormErrors[string] | unknown, t: TFunction): string | null {
  return typeof error === 'string' && error ? (t(error as MessageKey) as string) : null;
}
