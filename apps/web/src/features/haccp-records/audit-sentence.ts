import type { TFunction } from 'i18next';
import type { AuditEventFieldsFragment } from '../../gql/graphql';
import type { haccpRecordsEn } from '../../lib/i18n/haccp-records.en';
import type { en } from '../../lib/i18n/en';
import type { assetHealthEn } from '../../lib/i18n/asset-health.en';

type Fate = keyof typeof haccpRecordsEn.fates;
type Method = keyof typeof haccpRecordsEn.calibration.methods;
type Profile = keyof typeof en.locations.form.jurisdictions;
type HealthKind = keyof typeof assetHealthEn.kinds;
type HealthWord = keyof typeof assetHealthEn.status;

/** What the sentences need from the screen: the translator and the viewer's temperature formats. */
export interface AuditWords {
  t: TFunction;
  /** A stored °C value in the viewer's unit ("41 °F"). */
  temperature: (celsius: number) => string;
  /** A stored °C difference in the viewer's unit ("+1.8 °F"): an offset has no 32 to add. */
  difference: (celsius: number) => string;
  /** A calendar day `YYYY-MM-DD` (a fix-it's due date) in the project's date format. */
  day: (day: string) => string;
}

/** A stored field value (JSON text from the API): strings unquoted, numbers as numbers, null as null. */
function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const TEMPERATURE_FIELDS = new Set(['safe_min_c', 'safe_max_c', 'reference_c', 'sensor_c', 'probe_reading_c']);
const DIFFERENCE_FIELDS = new Set(['temperature_offset_c']);
/** Fields a sentence names; the others (ids, the record's own subject) are not for reading. */
const NAMED_FIELDS = [
  'name',
  'safe_min_c',
  'safe_max_c',
  'safe_zone_unit',
  'jurisdiction_profile',
  'temperature_offset_c',
  'calibration_interval_months',
] as const;
type NamedField = (typeof NAMED_FIELDS)[number];
const isNamed = (field: string): field is NamedField => (NAMED_FIELDS as readonly string[]).includes(field);

/** One value as the screen shows it: in the viewer's unit, an enum in words, "none" for nothing. */
function shownValue(field: string, value: unknown, words: AuditWords): string {
  if (value === null || value === undefined || value === '') return words.t('haccp.audit.none_value');
  if (typeof value === 'number' && TEMPERATURE_FIELDS.has(field)) return words.temperature(value);
  if (typeof value === 'number' && DIFFERENCE_FIELDS.has(field)) return words.difference(value);
  if (field === 'jurisdiction_profile') return words.t(`locations.form.jurisdictions.${String(value) as Profile}`);
  if (field === 'calibration_interval_months') return words.t('haccp.calibration.interval', { count: Number(value) });
  if (field === 'safe_zone_unit') return `°${String(value)}`;
  return String(value);
}

const afterOf = (event: AuditEventFieldsFragment, field: string) => parsed(event.changes.find((c) => c.field === field)?.after ?? null);

/**
 * A fix-it's own history rows: given an owner and a due date, or raised from an appliance's health
 * finding (decision 0370: the finding's name and status in the viewer's words). Null for other changes.
 */
function fixitSentence(event: AuditEventFieldsFragment, words: AuditWords, actor: string): string | null {
  const { t } = words;
  const none = t('haccp.audit.none_value');
  if (event.change === 'ASSIGNED') {
    const owner = afterOf(event, 'owner_name');
    const due = afterOf(event, 'due_on');
    return t('haccp.audit.sentence.fixitAssigned', {
      actor,
      owner: typeof owner === 'string' ? owner : none,
      due: typeof due === 'string' ? words.day(due) : none,
    });
  }
  if (event.change === 'RAISED_FROM_HEALTH') {
    const kind = String(afterOf(event, 'finding_kind')) as HealthKind;
    const status = String(afterOf(event, 'finding_status')) as HealthWord;
    return t('haccp.audit.sentence.fixitFromHealth', {
      actor,
      appliance: String(afterOf(event, 'appliance_name') ?? none),
      finding: t(`health.kinds.${kind}`),
      status: t(`health.status.${status}`),
    });
  }
  return null;
}

/**
 * The history row as sentences in the viewer's language (issue 34 item 10): "Maria Harbor changed the
 * safe zone's maximum from 41 °F to 39.2 °F", "… recorded a calibration check by ice point: failed, the
 * sensor read 1.8 °C against 0 °C". Values in the viewer's unit; enums in words.
 */
export function auditSentences(event: AuditEventFieldsFragment, words: AuditWords): string[] {
  const { t } = words;
  const actor = event.actorName ?? t('haccp.audit.theSystem');
  if (event.subject === 'CALIBRATION_CHECK' && event.change === 'CREATED') {
    const value = (field: string) => shownValue(field, afterOf(event, field), words);
    return [
      t('haccp.audit.sentence.calibration', {
        actor,
        method: t(`haccp.calibration.methods.${String(afterOf(event, 'method')) as Method}`).toLowerCase(),
        result: t(afterOf(event, 'passed') === true ? 'haccp.calibration.passed' : 'haccp.calibration.failed').toLowerCase(),
        sensor: value('sensor_c'),
        reference: value('reference_c'),
      }),
    ];
  }
  if (event.subject === 'CORRECTIVE_ACTION' && event.change === 'CREATED') {
    const fate = afterOf(event, 'fate');
    const fateWords = fate ? t(`haccp.fates.${String(fate) as Fate}`).toLowerCase() : '—';
    return [t('haccp.audit.sentence.corrective', { actor, fate: fateWords })];
  }
  const fixit = event.subject === 'FIXIT' ? fixitSentence(event, words, actor) : null;
  if (fixit) return [fixit];
  if (event.change === 'SIGNED_OFF')
    return [t('haccp.audit.sentence.signedOff', { actor, subject: t(`haccp.audit.subjects.${event.subject}`) })];
  const named = event.change === 'UPDATED' ? event.changes.flatMap((c) => (isNamed(c.field) ? [{ ...c, field: c.field }] : [])) : [];
  if (named.length === 0) return [t('haccp.audit.sentence.recorded', { actor, subject: t(`haccp.audit.subjects.${event.subject}`) })];
  return named.map((c) =>
    t('haccp.audit.sentence.changed', {
      actor,
      field: t(`haccp.audit.fields.${c.field}`),
      before: shownValue(c.field, parsed(c.before), words),
      after: shownValue(c.field, parsed(c.after), words),
    }),
  );
}
