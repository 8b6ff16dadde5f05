import { z } from 'zod';
import { MOODS } from './enums.js';
import { MESSAGES } from './messages.js';

export type Mood = (typeof MOODS)[number];

/** Longest diary description accepted. */
export const DIARY_DESCRIPTION_MAX = 2000;

/** Diary list page size. */
export const DIARY_PAGE_SIZE = 20;

/**
 * submitDiary input: a mood, a description, or both (spec §5 'Please provide either a description or
 * select a feeling or do both'). A blank description counts as none.
 */
export const diaryInputSchema = z
  .object({
    locationId: z.string({ required_error: MESSAGES.fieldRequired }).uuid('Unknown location'),
    mood: z.enum(MOODS).nullish(),
    description: z.string().trim().max(DIARY_DESCRIPTION_MAX, `Must be at most ${DIARY_DESCRIPTION_MAX} characters`).nullish(),
  })
  .transform((input) => ({ locationId: input.locationId, mood: input.mood ?? null, description: input.description || null }))
  .refine((input) => input.mood !== null || input.description !== null, { message: MESSAGES.diaryNeedsContent, path: ['description'] });
export type DiaryInput = z.infer<typeof diaryInputSchema>;
