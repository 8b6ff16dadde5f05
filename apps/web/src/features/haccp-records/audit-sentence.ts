import { auditSentences as sentencesOf, type AuditWords as DomainAuditWords } from '@ks/domain';
import type { TFunction } from 'i18next';
import type { AuditEventFieldsFragment } from '../../gql/graphql';
import type { haccpRecordsEn } from '../../lib/i18n/haccp-records.en';
import type { assetHealthEn } from '../../lib/i18n/asset-health.en';
import type { en } from '../../lib/i18n/en';

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

/**
 * The history row as sentences in the viewer's language (issue 34 item 10), by the one builder the
 * inspection report uses too (packages/domain audit-sentences.ts); the web lends it its i18n words.
 */
export function auditSentences(event: AuditEventFieldsFragment, words: AuditWords): string[] {
  const { t } = words;
  // The domain names its own keys (AuditTextKey); they are all under haccp.audit, which spreads its texts.
  const audit = t as unknown as (key: string, values: Record<string, string>) => string;
  const domainWords: DomainAuditWords = {
    text: (key, values) => audit(`haccp.audit.${key}`, values ?? {}),
    fate: (fate) => t(`haccp.fates.${fate as Fate}`),
    method: (method) => t(`haccp.calibration.methods.${method as Method}`),
    profile: (profile) => t(`locations.form.jurisdictions.${profile as Profile}`),
    result: (passed) => t(passed ? 'haccp.calibration.passed' : 'haccp.calibration.failed'),
    interval: (months) => t('haccp.calibration.interval', { count: months }),
    health: (kind, status) => ({ finding: t(`health.kinds.${kind as HealthKind}`), status: t(`health.status.${status as HealthWord}`) }),
    temperature: words.temperature,
    difference: words.difference,
    day: words.day,
  };
  return sentencesOf(event, domainWords);
}
