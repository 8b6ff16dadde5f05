import { formatTemperature, formatTemperatureDifference } from '@ks/domain';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventFieldsFragment } from '../../gql/graphql';
import { en } from '../../lib/i18n/en';
import { es } from '../../lib/i18n/es';
import { formatLocationDay } from '../../lib/time/location-time';
import { auditSentences, type AuditWords } from './audit-sentence';

let words: Record<'en' | 'es', AuditWords>;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, es: { translation: es } }, interpolation: { escapeValue: false } });
  const wordsIn = (lng: 'en' | 'es', unit: 'C' | 'F'): AuditWords => ({
    t: i18n.getFixedT(lng) as TFunction,
    temperature: (c) => formatTemperature(c, unit, lng),
    difference: (c) => formatTemperatureDifference(c, unit, lng),
    day: (value) => formatLocationDay(value, lng),
  });
  words = { en: wordsIn('en', 'F'), es: wordsIn('es', 'C') };
});

const event = (over: Partial<AuditEventFieldsFragment>): AuditEventFieldsFragment => ({
  id: 'e1',
  subject: 'SAFE_ZONE',
  change: 'UPDATED',
  actorName: 'Maria Harbor',
  at: '2026-12-03T15:00:00Z',
  changes: [],
  ...over,
});

describe('the equipment history reads like sentences', () => {
  it("a safe-zone change in the viewer's unit, in English and Spanish", () => {
    const changed = event({ changes: [{ field: 'safe_max_c', before: '5', after: '4' }] });
    expect(auditSentences(changed, words.en)).toEqual(["Maria Harbor changed the safe zone's maximum from 41.0 °F to 39.2 °F"]);
    expect(auditSentences(changed, words.es)).toEqual(['Maria Harbor cambió el máximo de la zona segura de 5,0 °C a 4,0 °C']);
  });

  it('an offset as a difference, the interval and the food code in words; ids are not read out', () => {
    const offset = event({
      subject: 'SENSOR_OFFSET',
      actorName: null,
      changes: [
        { field: 'temperature_offset_c', before: '0', after: '-1' },
        { field: 'calibration_interval_months', before: '6', after: '3' },
        { field: 'hwid', before: '"HW-1"', after: '"HW-1"' },
      ],
    });
    expect(auditSentences(offset, words.en)).toEqual([
      'The system changed the sensor offset from 0 °F to -1.8 °F',
      'The system changed the calibration interval from Every 6 months to Every 3 months',
    ]);
    const profile = event({
      subject: 'JURISDICTION_PROFILE',
      changes: [{ field: 'jurisdiction_profile', before: '"US_FDA"', after: '"UK_FSA"' }],
    });
    expect(auditSentences(profile, words.en)).toEqual([
      'Maria Harbor changed the food code from United States — FDA Food Code 2022 to United Kingdom — Food Standards Agency',
    ]);
  });

  it('a failed calibration check and a corrective action', () => {
    const check = event({
      subject: 'CALIBRATION_CHECK',
      change: 'CREATED',
      changes: [
        { field: 'method', before: null, after: '"ICE_POINT"' },
        { field: 'reference_c', before: null, after: '0' },
        { field: 'sensor_c', before: null, after: '1.5' },
        { field: 'passed', before: null, after: 'false' },
      ],
    });
    expect(auditSentences(check, words.es)).toEqual([
      'Maria Harbor registró una comprobación de calibración por punto de hielo: fallida, el sensor midió 1,5 °C frente a 0,0 °C',
    ]);
    const action = event({
      subject: 'CORRECTIVE_ACTION',
      change: 'CREATED',
      changes: [{ field: 'fate', before: null, after: '"DISCARDED"' }],
    });
    expect(auditSentences(action, words.en)).toEqual(['Maria Harbor recorded a corrective action: discarded']);
  });

  it("names a fix-it's new owner and due date, or 'none' for a cleared one", () => {
    const assigned = event({
      subject: 'FIXIT',
      change: 'ASSIGNED',
      changes: [
        { field: 'owner_name', before: null, after: '"Chris Cook"' },
        { field: 'due_on', before: null, after: '"2026-12-04"' },
      ],
    });
    expect(auditSentences(assigned, words.en)).toEqual(['Maria Harbor assigned the fix-it: owner Chris Cook, due date Dec 4, 2026']);
    const cleared = event({
      subject: 'FIXIT',
      change: 'ASSIGNED',
      changes: [{ field: 'owner_name', before: '"Chris Cook"', after: null }],
    });
    expect(auditSentences(cleared, words.es)).toEqual(['Maria Harbor asignó la corrección: responsable nada, fecha límite nada']);
  });

  it("says who raised a fix-it from which health finding, in the viewer's words (decision 0370)", () => {
    const raised = event({
      subject: 'FIXIT',
      change: 'RAISED_FROM_HEALTH',
      changes: [
        { field: 'appliance_name', before: null, after: '"Walk-in cooler"' },
        { field: 'finding_kind', before: null, after: '"LONG_RECOVERY"' },
        { field: 'finding_status', before: null, after: '"WATCH"' },
      ],
    });
    expect(auditSentences(raised, words.en)).toEqual([
      'Maria Harbor raised a fix-it for Walk-in cooler from its health: Slow recovery (Watch)',
    ]);
    expect(auditSentences(raised, words.es)).toEqual([
      'Maria Harbor abrió una corrección para Walk-in cooler por su salud: Recuperación lenta (Vigilar)',
    ]);
  });

  it('a sensor attached and detached, named by its hardware id', () => {
    const attached = event({
      subject: 'SENSOR_ATTACHMENT',
      change: 'UPDATED',
      changes: [
        { field: 'hwid', before: null, after: '"HW-7"' },
        { field: 'appliance_id', before: null, after: '"a1"' },
      ],
    });
    expect(auditSentences(attached, words.en)).toEqual(['Maria Harbor attached the sensor HW-7']);
    const detached = event({
      subject: 'SENSOR_ATTACHMENT',
      change: 'UPDATED',
      changes: [
        { field: 'hwid', before: null, after: '"HW-7"' },
        { field: 'appliance_id', before: '"a1"', after: null },
      ],
    });
    expect(auditSentences(detached, words.es)).toEqual(['Maria Harbor desconectó el sensor HW-7']);
  });
});
