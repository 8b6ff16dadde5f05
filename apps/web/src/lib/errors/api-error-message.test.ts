import { API_ERROR_CODES } from '@ks/domain';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { bundledTranslators } from '../i18n/bundled-translators.test-support';
import { apiErrorKey, apiErrorMessage } from './api-error-message';

/** A GraphQL refusal as Apollo hands it to a screen. */
const refusal = (code: string, message: string, extensions: Record<string, unknown> = {}) => ({
  graphQLErrors: [{ message, extensions: { category: 'validation', code, ...extensions } }],
});

function textAt(bundle: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

let t: Record<'en' | 'es', TFunction>;

beforeAll(async () => {
  t = await bundledTranslators();
});

describe('the code → message map', () => {
  it.each(Object.entries(API_ERROR_CODES))('%s has its message keys in en and es', (_code, entry) => {
    const keys = [entry.key, ...Object.values('screens' in entry ? entry.screens : {})];
    for (const key of keys) {
      for (const bundle of [en, es]) expect(typeof textAt(bundle, key), key).toBe('string');
    }
  });

  it('picks a screen’s own wording, else the code’s', () => {
    const missingName = refusal('ACTIVATION_MISSING_NAME', 'A training cannot be activated without a name');
    expect(apiErrorKey(missingName)).toBe('quests.apiErrors.ACTIVATION_MISSING_NAME');
    expect(apiErrorKey(missingName, 'training')).toBe('training.apiErrors.ACTIVATION_MISSING_NAME');
    expect(apiErrorKey(refusal('AREA_NOT_FOUND', 'Area not found'), 'training')).toBe('equipment.errors.areaNotFound');
    expect(apiErrorKey(refusal('SOMETHING_NEW', 'x'))).toBeNull();
    expect(apiErrorKey(new Error('network'))).toBeNull();
  });
});

describe('apiErrorMessage in both languages', () => {
  it('words a specific code by its key, with the extensions it names', () => {
    const tooLong = refusal('TOO_LONG', 'Use at most 120 characters', { limit: 120, field: 'name' });
    expect(apiErrorMessage(tooLong, t.en, { fallback: 'x' })).toBe('Use at most 120 characters');
    expect(apiErrorMessage(tooLong, t.es, { fallback: 'x' })).toBe('Usa como máximo 120 caracteres');
    expect(apiErrorMessage(tooLong, t.en, { fallback: 'x', screen: 'users' })).toBe('This text is too long');
    expect(apiErrorMessage(tooLong, t.es, { fallback: 'x', screen: 'equipment' })).toBe(es.equipment.errors.tooLong);
  });

  it('does not depend on the English message the server sends', () => {
    const area = refusal('AREA_NOT_FOUND', 'worded differently tomorrow');
    expect(apiErrorMessage(area, t.en, { fallback: 'x' })).toBe('This area no longer exists. Choose another one.');
    expect(apiErrorMessage(area, t.es, { fallback: 'x' })).toBe(es.equipment.errors.areaNotFound);
    const quest = refusal('QUEST_ACTIVE', 'anything');
    expect(apiErrorMessage(quest, t.en, { fallback: 'x' })).toBe('Deactivate the quest before editing it');
    expect(apiErrorMessage(quest, t.es, { fallback: 'x' })).toBe(es.quests.apiErrors.QUEST_ACTIVE);
  });

  it('words the HACCP records’ refusals their own way, by code', () => {
    const forbidden = refusal('FORBIDDEN', 'Not authorized');
    expect(apiErrorMessage(forbidden, t.en, { fallback: 'x', screen: 'haccp' })).toBe('Only a Manager or Location Manager may do this.');
    expect(apiErrorMessage(forbidden, t.en, { fallback: 'x' })).toBe('You are not allowed to do this');
    const notEnded = refusal('ALERT_NOT_ENDED', 'worded differently tomorrow');
    expect(apiErrorMessage(notEnded, t.es, { fallback: 'x', screen: 'haccp' })).toBe(es.haccp.errors.ALERT_NOT_ENDED);
  });

  it('shows the server’s words for a generic refusal it words itself, the fallback without a GraphQL error', () => {
    const generic = refusal('BAD_USER_INPUT', 'Please select at least one location');
    expect(apiErrorMessage(generic, t.es, { fallback: 'x' })).toBe('Please select at least one location');
    expect(apiErrorMessage(new Error('offline'), t.en, { fallback: 'Failed to save the changes' })).toBe('Failed to save the changes');
  });
});
