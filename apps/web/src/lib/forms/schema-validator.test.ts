import { attachmentNameSchema, createUserInputSchema, diaryInputSchema } from '@ks/domain';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bundledTranslators } from '../i18n/bundled-translators.test-support';
import { es } from '../i18n/es';
import { peopleMessageKey, type FormMessageKey } from './people-form-messages';
import { schemaValidator, translatedErrors } from './schema-validator';

const NEW_USER = { email: 'nora@harbor.example', firstname: 'Nora', lastname: 'N', phone: '', workRole: '', accessLevel: 'BASIC_USER' };
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

describe('schemaValidator over the domain schemas', () => {
  const validateUser = schemaValidator<Record<string, unknown>, FormMessageKey>(createUserInputSchema, peopleMessageKey);

  it('turns the API schema’s messages into one i18n key per field', () => {
    expect(validateUser({ ...NEW_USER, email: 'nora.example', firstname: '', phone: 'call me' })).toEqual({
      email: 'validation.emailMissingAt',
      firstname: 'validation.required',
      phone: 'users.validation.invalidPhone',
    });
    expect(validateUser(NEW_USER)).toEqual({});
  });

  it('keeps the first issue of a field, and an issue inside a list on the list', () => {
    // An empty e-mail fails "required", the "@" rule and the address rule: the form says the first.
    expect(validateUser({ ...NEW_USER, email: '' })).toEqual({ email: 'validation.required' });
    expect(validateUser({ ...NEW_USER, locationIds: [DOWNTOWN, 'harbor'] })).toEqual({ locationIds: 'users.errors.unknownLocation' });
  });

  it('words a text over its limit by the issue’s kind, whatever the limit', () => {
    expect(validateUser({ ...NEW_USER, lastname: 'n'.repeat(81) })).toEqual({ lastname: 'users.validation.tooLong' });
    const validateName = schemaValidator<{ name: string }, FormMessageKey>(z.object({ name: attachmentNameSchema }), peopleMessageKey);
    expect(validateName({ name: 'x'.repeat(201) })).toEqual({ name: 'users.validation.tooLong' });
    expect(validateName({ name: '   ' })).toEqual({ name: 'validation.required' });
  });

  it('checks the API input the form’s values make (the diary rule spans mood and description)', () => {
    const validateDiary = schemaValidator<{ mood: string | null; description: string }, FormMessageKey>(
      diaryInputSchema,
      peopleMessageKey,
      (values) => ({ locationId: DOWNTOWN, ...values }),
    );
    expect(validateDiary({ mood: null, description: '  ' })).toEqual({ description: 'diary.needsContent' });
    expect(validateDiary({ mood: 'SATISFIED', description: '' })).toEqual({});
  });
});

describe('schemaValidator with fieldOf', () => {
  const zone = z.object({
    name: z.string().min(1, 'required'),
    zone: z.object({ min: z.number().max(10, 'too warm'), max: z.number().max(10, 'too warm') }),
    secret: z.string().min(1, 'hidden'),
  });
  const validate = schemaValidator<Record<string, unknown>, string>(
    zone,
    (issue) => `key:${issue.message}`,
    (values) => values,
    // The nested zone is two inputs; a field the form does not show is left out.
    (issue) =>
      issue.path[0] === 'zone'
        ? issue.path[1] === 'max'
          ? 'zoneMax'
          : 'zoneMin'
        : issue.path[0] === 'secret'
          ? null
          : String(issue.path[0]),
  );

  it('puts each issue on the form field it names, and leaves out those it does not', () => {
    expect(validate({ name: '', zone: { min: 0, max: 12 }, secret: '' })).toEqual({ name: 'key:required', zoneMax: 'key:too warm' });
    expect(validate({ name: 'Fridge', zone: { min: 11, max: 11 }, secret: 'x' })).toEqual({
      zoneMin: 'key:too warm',
      zoneMax: 'key:too warm',
    });
  });
});

describe('translatedErrors', () => {
  let t: Record<'en' | 'es', TFunction>;
  beforeAll(async () => {
    t = await bundledTranslators();
  });

  it('shows an error held as an i18n key in the person’s language, and nothing without one', () => {
    expect(translatedErrors(t.en)({ inputProps: { error: 'diary.needsContent' } })).toEqual({
      error: 'Please provide either a description or select a feeling or do both',
    });
    expect(translatedErrors(t.es)({ inputProps: { error: 'validation.required' } })).toEqual({ error: es.validation.required });
    expect(translatedErrors(t.en)({ inputProps: {} })).toEqual({ error: null });
  });
});
