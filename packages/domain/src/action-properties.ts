import { z } from 'zod';
import { ACTION_CATEGORIES, ACTION_TYPES, IMPORTANCE, SAFE_ZONE_DIRECTIONS } from './enums.js';
import { MESSAGES } from './messages.js';

export type ActionType = (typeof ACTION_TYPES)[number];
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];
export type Importance = (typeof IMPORTANCE)[number];
export type SafeZoneDirection = (typeof SAFE_ZONE_DIRECTIONS)[number];

/** TEMPERATURE: the reading must satisfy every entry (ABOVE / BELOW thresholdCelsius, inclusive). */
export interface SafeZoneEntry {
  direction: SafeZoneDirection;
  thresholdCelsius: number;
}
export interface TemperatureProperties {
  safeZones: SafeZoneEntry[];
}
/** MULTIPLE_CHOICE: `enumerated` numbers the options; with `triggersFixIt` any chosen option raises a fix-it. */
export interface MultipleChoiceProperties {
  enumerated: boolean;
  triggersFixIt: boolean;
  /** `correct` marks the right answers when the action is a training question (ignored by quests). */
  options: Array<{ name: string; correct?: boolean }>;
}
/** SINGLE_CHOICE: each option says whether choosing it raises a fix-it. */
export interface SingleChoiceProperties {
  options: Array<{ name: string; triggersFixIt: boolean; correct?: boolean }>;
}
/** INSTRUCTION, FILE and PHOTO have no extra properties. */
export type NoProperties = Record<string, never>;

export interface ActionPropertiesByType {
  TEMPERATURE: TemperatureProperties;
  MULTIPLE_CHOICE: MultipleChoiceProperties;
  SINGLE_CHOICE: SingleChoiceProperties;
  INSTRUCTION: NoProperties;
  FILE: NoProperties;
  PHOTO: NoProperties;
}

/** Limits that keep an action readable on a phone and bound what the API stores. */
export const ACTION_LIMITS = {
  nameMax: 200,
  descriptionMax: 4000,
  optionNameMax: 200,
  optionsMax: 30,
  safeZonesMax: 4,
  attachmentsMax: 20,
  thresholdMinC: -100,
  thresholdMaxC: 400,
} as const;

const optionName = z.string().trim().min(1, MESSAGES.fieldRequired).max(ACTION_LIMITS.optionNameMax);
const threshold = z
  .number({ invalid_type_error: MESSAGES.fieldRequired, required_error: MESSAGES.fieldRequired })
  .finite()
  .min(ACTION_LIMITS.thresholdMinC)
  .max(ACTION_LIMITS.thresholdMaxC);

/** zod schema of each type's properties; unknown keys are refused so typos never get stored. */
export const actionPropertiesSchemas = {
  TEMPERATURE: z
    .object({
      safeZones: z
        .array(z.object({ direction: z.enum(SAFE_ZONE_DIRECTIONS), thresholdCelsius: threshold }).strict())
        .min(1, 'Add at least one safe-zone limit')
        .max(ACTION_LIMITS.safeZonesMax),
    })
    .strict(),
  MULTIPLE_CHOICE: z
    .object({
      enumerated: z.boolean(),
      triggersFixIt: z.boolean(),
      options: z
        .array(z.object({ name: optionName, correct: z.boolean().optional() }).strict())
        .min(1, 'Add at least one option')
        .max(ACTION_LIMITS.optionsMax),
    })
    .strict(),
  SINGLE_CHOICE: z
    .object({
      options: z
        .array(z.object({ name: optionName, triggersFixIt: z.boolean(), correct: z.boolean().optional() }).strict())
        .min(2, 'Add at least two options')
        .max(ACTION_LIMITS.optionsMax),
    })
    .strict(),
  INSTRUCTION: z.object({}).strict(),
  FILE: z.object({}).strict(),
  PHOTO: z.object({}).strict(),
} as const;

export class ActionPropertiesError extends Error {}

/**
 * Parses the properties of an action of `type` from a JSON string (as `updateAction` receives them) or
 * a stored object; throws ActionPropertiesError with the first problem's message.
 */
export function parseActionProperties<T extends ActionType>(type: T, input: string | unknown): ActionPropertiesByType[T] {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new ActionPropertiesError('Properties must be valid JSON');
    }
  }
  const result = actionPropertiesSchemas[type].safeParse(value);
  if (!result.success) throw new ActionPropertiesError(result.error.issues[0]?.message ?? 'Invalid properties');
  return result.data as ActionPropertiesByType[T];
}

/** Fields of an action besides its properties, as `updateAction` validates them. */
export const actionFieldsSchema = z.object({
  name: z.string().trim().max(ACTION_LIMITS.nameMax).optional(),
  description: z.string().trim().max(ACTION_LIMITS.descriptionMax).optional(),
  category: z.enum(ACTION_CATEGORIES).nullable().optional(),
  importance: z.enum(IMPORTANCE).optional(),
});
