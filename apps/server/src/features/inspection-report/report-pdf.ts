import {
  asWritten,
  auditSentences,
  formatLocationTime,
  JURISDICTIONS,
  localeOfLanguage,
  toUnit,
  type AuditWords,
  type Language,
  type TemperatureUnit,
  type Threshold,
} from '@ks/domain';
import {
  FONT,
  heading,
  line,
  MARGIN,
  newPdfDocument,
  numberPages,
  room,
  subheading,
  titleBlock,
  yieldToLoop,
  type Doc,
} from '../../pdf/pdf-layout.js';
import { alertHistoryText } from '../alerts/alerts.service.js';
import { reportAuditWords } from './report-audit-words.js';
import type { ApplianceSection, ReportCorrectiveAction, ReportData } from './report-data.js';
import { REPORT_NOTICE_LIMIT } from './report-notices.js';
import { reportSummaryOf } from './report-summary.js';
import { REPORT_TEXTS, type ReportTexts } from './report-texts.js';

/** Tables are set in Courier: a row is one padded string, one text call instead of one per cell. */
const MONO = 'Courier';
const MONO_BOLD = 'Courier-Bold';
/** Rows written between yields to the event loop, so the PDF leaves as it is written (not held whole). */
const ROWS_PER_YIELD = 200;

/** How one report writes values: in its language, the location's clock and the profile's unit. */
interface Writer {
  doc: Doc;
  t: ReportTexts;
  language: Language;
  time: (date: Date) => string;
  day: (date: Date) => string;
  temp: (celsius: number) => string;
  threshold: (threshold: Threshold) => string;
  auditWords: AuditWords;
}

function writerOf(doc: Doc, data: ReportData, language: Language): Writer {
  const unit: TemperatureUnit = JURISDICTIONS[data.location.profile].unit;
  const locale = localeOfLanguage(language);
  const zone = data.location.timezone;
  return {
    doc,
    t: REPORT_TEXTS[language],
    language,
    time: (date) => formatLocationTime(date, zone, { locale, viewerZone: null }),
    day: (date) => new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'medium' }).format(date),
    temp: (celsius) => `${Math.round(toUnit(celsius, unit) * 10) / 10} °${unit}`,
    threshold: (threshold) => `${threshold.value} °${threshold.unit}`,
    auditWords: reportAuditWords(language, unit),
  };
}

/**
 * A row of a table: its cells padded to their column widths (in characters), on one line. Written
 * without line breaking (no wrapper: the cheap path), which leaves the cursor on the line, so the row
 * moves it down itself; without that every row of a table was drawn over the first.
 */
function row(w: Writer, cells: string[], widths: number[], bold = false): void {
  room(w, 12);
  const text = cells.map((cell, i) => cell.slice(0, widths[i]! - 1).padEnd(widths[i]!)).join('');
  const { doc } = w;
  doc.font(bold ? MONO_BOLD : MONO).text(text, MARGIN, doc.y, { lineBreak: false });
  doc.x = MARGIN;
  doc.y += doc.currentLineHeight(true);
  doc.font(FONT);
}

function actionLines(w: Writer, action: ReportCorrectiveAction | null | undefined, indent: number): void {
  if (!action) {
    line(w, w.t.noCorrectiveAction, indent);
    return;
  }
  const extras = [
    action.quantity ? `${w.t.quantity} ${action.quantity}` : null,
    action.costCents !== null ? `${w.t.cost} ${(action.costCents / 100).toFixed(2)}` : null,
  ].filter(Boolean);
  line(
    w,
    `${w.t.correctiveAction}: ${w.t.fates[action.fate] ?? action.fate}${action.doneBy ? ` ${w.t.by} ${action.doneBy}` : ''}, ${w.time(action.doneAt)}${extras.length ? ` (${extras.join(', ')})` : ''}`,
    indent,
  );
  if (action.note) line(w, `“${action.note}”`, indent + 10);
  line(
    w,
    action.signedOffBy && action.signedOffAt ? w.t.signedOff(action.signedOffBy, w.time(action.signedOffAt)) : w.t.notSignedOff,
    indent + 10,
  );
}

function safeZoneText(w: Writer, a: ApplianceSection): string {
  const min = a.safeMinC === null ? '' : `${asWritten(a.safeMinC, a.safeZoneUnit)} °${a.safeZoneUnit}`;
  const max = a.safeMaxC === null ? '' : `${asWritten(a.safeMaxC, a.safeZoneUnit)} °${a.safeZoneUnit}`;
  return min && max ? `${min} – ${max}` : min ? `>= ${min}` : `<= ${max}`;
}

/** Every silence longer than 3 reporting intervals, with its length (issue 34 item 9). */
async function gaps(w: Writer, a: ApplianceSection): Promise<void> {
  if (a.gapLimitMin === null) return;
  line(w, w.t.gaps(a.gapLimitMin, a.gaps.length));
  for (const [i, gap] of a.gaps.entries()) {
    line(w, `${w.time(gap.from)} – ${w.time(gap.to)} (${Math.round((gap.to.getTime() - gap.from.getTime()) / 60_000)} min)`, 10);
    if (i % ROWS_PER_YIELD === ROWS_PER_YIELD - 1) await yieldToLoop();
  }
}

async function equipment(w: Writer, data: ReportData): Promise<void> {
  heading(w, w.t.equipment);
  for (const a of data.appliances) {
    subheading(w, `${a.name} (${w.t.types[a.type]})`);
    line(w, `${w.t.safeZone}: ${safeZoneText(w, a)} · ${w.t.profile}: ${JURISDICTIONS[data.location.profile].regulation}`);
    line(
      w,
      `${w.t.completeness}: ${a.completenessPercent === null ? w.t.noSensor : `${a.completenessPercent}% (${w.t.readingsOf(a.readingsReceived, a.readingsExpected)})`}`,
    );
    await gaps(w, a);
    line(w, `${w.t.dangerTotal}: ${a.holdsFood ? `${a.dangerMin} min` : w.t.notFood}`);
    for (const v of data.verdictActions.get(a.id) ?? []) {
      line(w, w.t.verdictAnswered(w.time(v.batchStartedAt)));
      actionLines(w, v.action, 10);
    }
    if (a.days.length === 0) {
      line(w, w.t.noReadings);
      continue;
    }
    const xs = [16, 12, 12, 10, 22];
    row(w, [...w.t.dayColumns], xs, true);
    for (const [i, d] of a.days.entries()) {
      row(w, [d.day, w.temp(d.minC), w.temp(d.maxC), String(d.readings), a.holdsFood ? String(d.dangerMin) : '–'], xs);
      if (i % ROWS_PER_YIELD === ROWS_PER_YIELD - 1) await yieldToLoop();
    }
  }
}

async function alerts(w: Writer, data: ReportData): Promise<void> {
  heading(w, w.t.alerts);
  if (data.alerts.length === 0) line(w, w.t.noAlerts);
  for (const [i, a] of data.alerts.entries()) {
    if (i % 50 === 49) await yieldToLoop();
    subheading(w, `${a.applianceName}: ${w.t.reasons[a.reason] ?? a.reason} (${w.t.severities[a.severity] ?? a.severity})`);
    line(
      w,
      `${w.time(a.startedAt)} – ${a.endedAt ? w.time(a.endedAt) : w.t.open}; ${w.t.worstFood} ${w.t.foodSafeness[a.worstFoodSafeness] ?? a.worstFoodSafeness}${a.extremeC === null ? '' : `; ${w.t.extreme} ${w.temp(a.extremeC)}`}`,
    );
    for (const s of a.timeline) {
      line(w, `${w.time(s.time)} ${w.t.alertStatuses[s.statusCode] ?? s.statusCode}: ${alertHistoryText(s.description, w.language)}`, 10);
    }
    actionLines(w, a.correctiveAction, 10);
  }
}

async function cooling(w: Writer, data: ReportData): Promise<void> {
  heading(w, w.t.cooling);
  if (data.coolingLogs.length === 0) line(w, w.t.noCooling);
  for (const [i, log] of data.coolingLogs.entries()) {
    if (i % 50 === 49) await yieldToLoop();
    const status = log.status === 'RUNNING' ? log.evaluation.verdict : log.status;
    subheading(w, `${w.t.kinds[log.kind]}: ${log.foodName}${log.applianceName ? ` (${log.applianceName})` : ''} – ${w.t.statuses[status]}`);
    line(
      w,
      `${w.t.started(w.time(log.startedAt), w.temp(log.startTemperatureC))}${log.startedByName ? ` ${w.t.by} ${log.startedByName}` : ''}`,
    );
    for (const c of log.evaluation.checkpoints) {
      const target = c.checkpoint.target
        ? `${log.kind === 'COOLING' ? '<=' : '>='} ${w.threshold(c.checkpoint.target)}`
        : w.t.asLowAsPossible;
      const met = c.metAtMs !== null && c.metCelsius !== null ? `: ${w.temp(c.metCelsius)}, ${w.time(new Date(c.metAtMs))}` : '';
      line(w, `${w.t.checkpoint(target, c.checkpoint.withinMin)} – ${w.t.checkpointStatus[c.status]}${met}`, 10);
    }
    if (log.resolution) {
      line(
        w,
        `${w.t.correctiveAction}: ${w.t.resolutions[log.resolution]}${log.resolvedByName ? ` ${w.t.by} ${log.resolvedByName}` : ''}${log.resolvedAt ? `, ${w.time(log.resolvedAt)}` : ''}`,
        10,
      );
      if (log.resolutionNote) line(w, `“${log.resolutionNote}”`, 20);
    }
    const action = data.coolingActions.get(log.id);
    if (action || (status === 'FAILED' && !log.resolution)) actionLines(w, action, 10);
  }
}

function checklists(w: Writer, data: ReportData): void {
  heading(w, w.t.checklists);
  if (data.quests.length === 0) line(w, w.t.noQuests);
  else {
    const xs = [46, 9, 9, 9, 9];
    row(w, [...w.t.questColumns], xs, true);
    for (const q of data.quests) row(w, [q.questName, String(q.done), String(q.late), String(q.missed), String(q.open)], xs);
  }
  subheading(w, w.t.fixits);
  if (data.fixits.length === 0) line(w, w.t.noFixits);
  for (const f of data.fixits) {
    line(
      w,
      `${w.time(f.createdAt)} ${f.questName} / ${f.actionName}: ${f.resolvedAt ? w.t.resolved(f.resolvedBy, w.time(f.resolvedAt)) : w.t.pending}`,
    );
    if (f.comment) line(w, `“${f.comment}”`, 10);
  }
}

function calibration(w: Writer, data: ReportData): void {
  heading(w, w.t.calibration);
  if (data.calibrations.length === 0) line(w, w.t.noCalibration);
  for (const c of data.calibrations) {
    line(
      w,
      `${w.time(c.checkedAt)} ${c.sensorHwid}${c.applianceName ? ` (${c.applianceName})` : ''}, ${w.t.methods[c.method] ?? c.method}: ${w.t.calibrationLine(w.temp(c.referenceC), w.temp(c.sensorC), `${Math.round(c.toleranceC * 10) / 10} °C`)} – ${c.passed ? w.t.passed : w.t.failed}${c.checkedBy ? ` (${c.checkedBy})` : ''}`,
    );
  }
}

function certificates(w: Writer, data: ReportData): void {
  heading(w, w.t.certificates);
  if (data.certificates.length === 0) line(w, w.t.noCertificates);
  for (const c of data.certificates) {
    const validity = c.validUntil > data.scope.now ? w.t.validUntil(w.day(c.validUntil)) : w.t.expiredOn(w.day(c.validUntil));
    line(w, `${c.person}: ${c.certificate} – ${validity}`);
  }
}

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);

/**
 * The summary page, right under the cover (issue 34 item 9): one row per appliance from what the sections
 * hold (report-summary.ts), then the location's cooling logs and staff certificates; the sections start
 * on the next page.
 */
function summary(w: Writer, data: ReportData): void {
  const { t } = w;
  const s = reportSummaryOf(data);
  heading(w, t.summary);
  if (s.appliances.length === 0) line(w, t.noAppliances);
  else {
    const xs = [24, 11, 10, 10, 9, 10, 12];
    row(w, [...t.summaryColumns], xs, true);
    for (const a of s.appliances) {
      row(
        w,
        [
          a.name,
          percent(a.compliancePercent),
          percent(a.completenessPercent),
          a.dangerMin === null ? '–' : `${a.dangerMin} min`,
          `${a.alerts} / ${a.alertsWithAction}`,
          `${a.coolingLogs} / ${a.coolingFailed}`,
          a.calibration === null ? '–' : t.calibrationStandings[a.calibration],
        ],
        xs,
      );
    }
  }
  w.doc.moveDown(0.5);
  line(w, t.summaryLegend);
  w.doc.moveDown(0.5);
  line(w, t.coolingTotal(s.coolingLogs, s.coolingFailed));
  if (s.staff.valid + s.staff.notValid === 0) line(w, t.noStaff);
  else line(w, t.staffSummary(s.staff.valid, s.staff.notValid));
  if (s.staff.notValidNames.length > 0) {
    line(w, `${t.notValidList}: ${s.staff.notValidNames.map((n) => `${n.person} (${n.certificate})`).join(', ')}`, 10);
  }
  w.doc.addPage();
}

/** Every history row in words, the web's equipment history's sentences (issue 34 item 9). */
function audit(w: Writer, data: ReportData): void {
  heading(w, w.t.audit);
  if (data.audit.length === 0) line(w, w.t.noAudit);
  for (const e of data.audit) {
    const where = e.applianceName ? `${e.applianceName}: ` : '';
    for (const sentence of auditSentences(e, w.auditWords)) line(w, `${w.time(e.at)} ${where}${sentence}`);
  }
}

/** Who was told what, how and when, and whether it reached them (PRODUCT.md "Reaching people"). */
async function notices(w: Writer, data: ReportData): Promise<void> {
  heading(w, w.t.notices);
  if (data.notices.length === 0) line(w, w.t.noNotices);
  for (const [i, n] of data.notices.slice(0, REPORT_NOTICE_LIMIT).entries()) {
    if (i % ROWS_PER_YIELD === ROWS_PER_YIELD - 1) await yieldToLoop();
    const outcome = `${w.t.noticeOutcomes[n.outcome]}${n.reason ? ` (${n.reason})` : ''}`;
    const ack = n.acknowledgedAt ? `; ${w.t.acknowledged(w.time(n.acknowledgedAt))}` : '';
    line(
      w,
      `${w.time(n.at)} ${n.subject}, ${w.t.noticeKinds[n.kind]} -> ${n.person ?? '–'} · ${w.t.noticeChannels[n.channel]}: ${outcome}${ack}`,
    );
  }
  if (data.notices.length > REPORT_NOTICE_LIMIT) line(w, w.t.noticesCut(REPORT_NOTICE_LIMIT));
}

function cover(w: Writer, data: ReportData): void {
  const { doc, t } = w;
  titleBlock(w, t.title, data.location.name);
  line(w, `${t.company}: ${data.location.companyName}`);
  if (data.location.address) line(w, `${t.address}: ${data.location.address}`);
  line(w, `${t.profile}: ${JURISDICTIONS[data.location.profile].regulation}`);
  line(w, `${t.period}: ${w.time(data.scope.from)} – ${w.time(data.scope.to)}`);
  line(w, `${t.generated}: ${w.time(data.scope.now)}`);
  doc.fontSize(9);
}

/** The inspection report as a PDF stream: pipe it (or hand it to Fastify) at once, it is written while it leaves. */
export function renderReportPdf(data: ReportData, language: Language): Doc {
  const doc = newPdfDocument(`${REPORT_TEXTS[language].title}: ${data.location.name}`);
  const w = writerOf(doc, data, language);
  numberPages(doc, w.t.page);
  void (async () => {
    try {
      cover(w, data);
      summary(w, data);
      await equipment(w, data);
      await alerts(w, data);
      await notices(w, data);
      await cooling(w, data);
      checklists(w, data);
      calibration(w, data);
      certificates(w, data);
      audit(w, data);
    } catch (error) {
      doc.emit('error', error);
    } finally {
      doc.end();
    }
  })();
  return doc;
}
