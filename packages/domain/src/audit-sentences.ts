import { AUDIT_TEXTS_EN } from './audit-texts.en.js';
import type { AuditSubject } from './haccp-records.js';

type Widened<T> = { [K in keyof T]: T[K] extends string ? string : Widened<T[K]> };
/** The audit trail's messages in one language (AUDIT_TEXTS_EN, AUDIT_TEXTS_ES). */
export type AuditTexts = Widened<typeof AUDIT_TEXTS_EN>;
type NamedField = keyof AuditTexts['fields'];
export type AuditTextKey =
  `sentence.${keyof AuditTexts['sentence']}` | `fields.${NamedField}` | `subjects.${AuditSubject}` | 'theSystem' | 'none_value';

/** One field of a history row: its value before and after, as JSON text (numbers in °C, ids, dates). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A history row as both sides hold it: the web from the API, the inspection report from the table. */
export interface AuditEntry {
  subject: AuditSubject;
  change: string;
  actorName: string | null;
  changes: readonly AuditChange[];
}

/** What the sentences need from their reader: the messages in one language and the reader's formats. */
export interface AuditWords {
  /** A message in the reader's language with its `{{values}}` filled in. */
  text: (key: AuditTextKey, values?: Record<string, string>) => string;
  /** Enums in words, as the reader's screens name them. */
  fate: (fate: string) => string;
  method: (method: string) => string;
  profile: (profile: string) => string;
  result: (passed: boolean) => string;
  interval: (months: number) => string;
  /** A stored °C value in the reader's unit, rounded as on screen ("41.0 °F"). */
  temperature: (celsius: number) => string;
  /**
   * An appliance health finding's kind and status in words (decision 0370); without it a fix-it raised from
   * one reads as a recorded change.
   */
  health?: (kind: string, status: string) => { finding: string; status: string };
  /** A stored °C difference in the reader's unit ("+1.8 °F"): an offset has no 32 to add. */
  difference: (celsius: number) => string;
  /** A calendar day `YYYY-MM-DD` (a fix-it's due date) in the reader's date format. */
  day: (day: string) => string;
}

/** `text` for a reader without i18next (the inspection report): the messages of one language, filled in. */
export function auditTextOf(texts: AuditTexts): AuditWords['text'] {
  return (key, values = {}) => {
    const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    return String(message).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** The fields of a history row whose value changed (every field of a created record). */
export function auditChangesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const text = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  return [...fields]
    .map((field) => ({ field, before: text(before?.[field]), after: text(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

/** A stored field value (JSON text): strings unquoted, numbers as numbers, null as null. */
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
const isNamed = (field: string): field is NamedField => Object.hasOwn(AUDIT_TEXTS_EN.fields, field);

/** One value as the screen shows it: in the reader's unit, an enum in words, "none" for nothing. */
function shownValue(field: string, value: unknown, words: AuditWords): string {
  if (value === null || value === undefined || value === '') return words.text('none_value');
  if (typeof value === 'number' && TEMPERATURE_FIELDS.has(field)) return words.temperature(value);
  if (typeof value === 'number' && DIFFERENCE_FIELDS.has(field)) return words.difference(value);
  if (field === 'jurisdiction_profile') return words.profile(String(value));
  if (field === 'calibration_interval_months') return words.interval(Number(value));
  if (field === 'safe_zone_unit') return `°${String(value)}`;
  return String(value);
}

const valueOf = (entry: AuditEntry, field: string, side: 'before' | 'after' = 'after') =>
  parsed(entry.changes.find((c) => c.field === field)?.[side] ?? null);

/** A fix-it's own rows: given an owner and a due date, or raised from a health finding (decision 0370); else null. */
function fixitSentence(entry: AuditEntry, words: AuditWords, actor: string): string | null {
  const { text } = words;
  const after = (field: string) => valueOf(entry, field);
  const none = text('none_value');
  if (entry.change === 'ASSIGNED') {
    const owner = after('owner_name');
    const due = after('due_on');
    return text('sentence.fixitAssigned', {
      actor,
      owner: typeof owner === 'string' ? owner : none,
      due: typeof due === 'string' ? words.day(due) : none,
    });
  }
  if (entry.change === 'RAISED_FROM_HEALTH' && words.health) {
    const named = words.health(String(after('finding_kind')), String(after('finding_status')));
    return text('sentence.fixitFromHealth', { actor, appliance: String(after('appliance_name') ?? none), ...named });
  }
  return null;
}

/** The records made once (a check, an action, an assignment, an attachment): one sentence each, or null. */
function recordSentence(entry: AuditEntry, words: AuditWords, actor: string): string | null {
  const { text } = words;
  const after = (field: string) => valueOf(entry, field);
  if (entry.subject === 'CALIBRATION_CHECK' && entry.change === 'CREATED') {
    return text('sentence.calibration', {
      actor,
      method: words.method(String(after('method'))).toLowerCase(),
      result: words.result(after('passed') === true).toLowerCase(),
      sensor: shownValue('sensor_c', after('sensor_c'), words),
      reference: shownValue('reference_c', after('reference_c'), words),
    });
  }
  if (entry.subject === 'CORRECTIVE_ACTION' && entry.change === 'CREATED') {
    const fate = after('fate');
    return text('sentence.corrective', { actor, fate: fate ? words.fate(String(fate)).toLowerCase() : '—' });
  }
  if (entry.subject === 'FIXIT') return fixitSentence(entry, words, actor);
  if (entry.subject === 'SENSOR_ATTACHMENT') {
    const sensor = String(after('hwid') ?? valueOf(entry, 'hwid', 'before') ?? '—');
    return text(after('appliance_id') ? 'sentence.attached' : 'sentence.detached', { actor, sensor });
  }
  return null;
}

/**
 * A history row as sentences in the reader's language (issue 34 items 9 and 10), one builder for the
 * web's equipment history and the inspection report: "Maria Harbor changed the safe zone's maximum from
 * 41.0 °F to 39.2 °F", "… recorded a calibration check by ice point: failed, the sensor read 1.8 °C
 * against 0.0 °C". Values in the reader's unit; enums and field names in words, never a column name.
 */
export function auditSentences(entry: AuditEntry, words: AuditWords): string[] {
  const { text } = words;
  const actor = entry.actorName ?? text('theSystem');
  const record = recordSentence(entry, words, actor);
  if (record !== null) return [record];
  const subject = text(`subjects.${entry.subject}`);
  if (entry.change === 'SIGNED_OFF') return [text('sentence.signedOff', { actor, subject })];
  const named = entry.change === 'UPDATED' ? entry.changes.filter((c) => isNamed(c.field)) : [];
  if (named.length === 0) return [text('sentence.recorded', { actor, subject })];
  return named.map((c) =>
    text('sentence.changed', {
      actor,
      field: text(`fields.${c.field as NamedField}`),
      before: shownValue(c.field, parsed(c.before), words),
      after: shownValue(c.field, parsed(c.after), words),
    }),
  );
}
