export const COMPLEXITY_LIMIT: number;
/** file -> highest complexity allowed in it */
export const complexityExceptions: Record<string, number>;
