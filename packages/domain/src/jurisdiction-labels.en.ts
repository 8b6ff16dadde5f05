import type { JurisdictionProfileId } from './jurisdiction.js';

/** Food codes by name in English: the web's location form and the inspection report's audit sentences. */
export const JURISDICTION_LABELS_EN = {
  US_FDA: 'United States — FDA Food Code 2022',
  UK_FSA: 'United Kingdom — Food Standards Agency',
  AU_NZ: 'Australia and New Zealand — FSANZ 3.2.2',
  CODEX: 'International — Codex Alimentarius',
} as const satisfies Record<JurisdictionProfileId, string>;
