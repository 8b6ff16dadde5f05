import type { ActionPropertiesByType, ActionType, Importance } from './action-properties.js';

/**
 * Spec §3 defaults for a new action: temperature BELOW 0 °C; multiple choice 'Option 1' and 'Option 2',
 * enumerated off, fix-it trigger off; single choice the same two options, neither triggering a fix-it.
 * Functions, not constants, so callers always get a fresh object they may edit.
 */
export function defaultActionProperties<T extends ActionType>(type: T): ActionPropertiesByType[T] {
  const defaults: { [K in ActionType]: () => ActionPropertiesByType[K] } = {
    TEMPERATURE: () => ({ safeZones: [{ direction: 'BELOW', thresholdCelsius: 0 }] }),
    MULTIPLE_CHOICE: () => ({ enumerated: false, triggersFixIt: false, options: [{ name: 'Option 1' }, { name: 'Option 2' }] }),
    SINGLE_CHOICE: () => ({
      options: [
        { name: 'Option 1', triggersFixIt: false },
        { name: 'Option 2', triggersFixIt: false },
      ],
    }),
    INSTRUCTION: () => ({}),
    FILE: () => ({}),
    PHOTO: () => ({}),
  };
  return defaults[type]();
}

/** A new action starts unnamed, of NORMAL importance and without a category. */
export const DEFAULT_ACTION_FIELDS: { name: string; description: string; importance: Importance; category: null } = {
  name: '',
  description: '',
  importance: 'NORMAL',
  category: null,
};
