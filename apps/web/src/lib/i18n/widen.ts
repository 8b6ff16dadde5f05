/**
 * The shape of an English message table with every text widened to `string`: what another language's
 * table must fill, key for key, without having to repeat the English words' literal types.
 */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
