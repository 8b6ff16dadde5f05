import { describe, expect, it } from 'vitest';
import { diaryInputSchema } from './diary.js';
import { MESSAGES } from './messages.js';

const locationId = '00000000-0000-4000-8000-00000000a101';

describe('diary input', () => {
  it.each([
    [{ mood: 'SATISFIED' }, { mood: 'SATISFIED', description: null }],
    [{ description: '  Busy lunch  ' }, { mood: null, description: 'Busy lunch' }],
    [
      { mood: 'ANGRY', description: 'Walk-in fridge door again' },
      { mood: 'ANGRY', description: 'Walk-in fridge door again' },
    ],
  ])('accepts %j', (input, expected) => {
    expect(diaryInputSchema.parse({ locationId, ...input })).toEqual({ locationId, ...expected });
  });

  it.each([{}, { description: '   ' }, { mood: null, description: null }])('asks for a mood or a description for %j', (input) => {
    expect(diaryInputSchema.safeParse({ locationId, ...input }).error?.issues[0]?.message).toBe(MESSAGES.diaryNeedsContent);
  });

  it('refuses unknown moods and overlong descriptions', () => {
    expect(diaryInputSchema.safeParse({ locationId, mood: 'HUNGRY' }).success).toBe(false);
    expect(diaryInputSchema.safeParse({ locationId, description: 'x'.repeat(2001) }).success).toBe(false);
  });
});
