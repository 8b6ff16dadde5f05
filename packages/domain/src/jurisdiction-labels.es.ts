import type { JurisdictionProfileId } from './jurisdiction.js';

/** Food codes by name in Spanish (jurisdiction-labels.en.ts says where they are read). */
export const JURISDICTION_LABELS_ES: Record<JurisdictionProfileId, string> = {
  US_FDA: 'Estados Unidos — FDA Food Code 2022',
  UK_FSA: 'Reino Unido — Food Standards Agency',
  AU_NZ: 'Australia y Nueva Zelanda — FSANZ 3.2.2',
  CODEX: 'Internacional — Codex Alimentarius',
};
