import { MOODS } from '@ks/domain';

export type Mood = (typeof MOODS)[number];

/** Display order: from unhappy to happy. */
export const MOOD_ORDER: readonly Mood[] = ['ANGRY', 'CONFUSED', 'NEUTRAL', 'SATISFIED', 'EXCITED'];
