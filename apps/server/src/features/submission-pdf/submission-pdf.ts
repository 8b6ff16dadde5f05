import { formatLocationPeriod, formatLocationTime, formatTemperature, localeOfLanguage, type Language } from '@ks/domain';
import { chosenOptions } from '../checklists/submissions.service.js';
import * as pdf from '../../pdf/pdf-layout.js';
import type { PdfAnswer, SubmissionPdfData, SubmissionPhoto } from './submission-pdf-data.js';
import { SUBMISSION_PDF_TEXTS, type SubmissionPdfTexts } from './submission-pdf-texts.js';

/** The box a photo is fitted into (points; a 512 px width at about 2.3 px per point, sharp in print). */
const PHOTO_BOX = { width: 220, height: 165 };
/** Answers written between yields to the event loop. */
const ANSWERS_PER_YIELD = 50;

/** How one submission's PDF writes values: its language, the location's clock, the viewer's unit. */
export interface SubmissionWriter {
  doc: pdf.Doc;
  t: SubmissionPdfTexts;
  time: (date: Date) => string;
  period: (start: Date, end: Date) => string;
  temp: (celsius: number) => string;
}

function writerOf(doc: pdf.Doc, data: SubmissionPdfData, language: Language): SubmissionWriter {
  const locale = localeOfLanguage(language);
  const zone = data.location.timezone;
  return {
    doc,
    t: SUBMISSION_PDF_TEXTS[language],
    time: (date) => formatLocationTime(date, zone, { locale, viewerZone: null }),
    period: (start, end) => formatLocationPeriod(start, end, zone, { locale, viewerZone: null }),
    temp: (celsius) => formatTemperature(celsius, data.unit, locale),
  };
}

/** What was answered, in words: the temperature in the viewer's unit, the options chosen, done or not. */
export function answerInWords(w: SubmissionWriter, answer: PdfAnswer['answer']): string {
  const value = answer.value as Record<string, unknown>;
  const type = answer.actionSnapshot.type;
  if (typeof value.temperatureCelsius === 'number') return w.temp(value.temperatureCelsius);
  if (type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE') {
    const chosen = chosenOptions(answer);
    return chosen.length > 0 ? chosen.join(', ') : w.t.noneChosen;
  }
  if (type === 'PHOTO' || type === 'FILE') return w.t.files(answer.files.length);
  return value.acknowledged === true ? w.t.done : w.t.undone;
}

/** A photo fitted into its box, never enlarged, the cursor moved below it. */
function photo(w: SubmissionWriter, picture: SubmissionPhoto, indent: number): void {
  const { doc } = w;
  const scale = Math.min(PHOTO_BOX.width / picture.width, PHOTO_BOX.height / picture.height, 1);
  const width = picture.width * scale;
  const height = picture.height * scale;
  pdf.room(w, height + 8);
  const y = doc.y + 2;
  try {
    doc.image(picture.body, pdf.MARGIN + indent, y, { width, height });
  } catch {
    pdf.line(w, w.t.photoMissing(picture.name), indent);
    return;
  }
  doc.x = pdf.MARGIN;
  doc.y = y + height + 4;
}

/** What is written under one answer besides its value and verdict: its note, then its photos and files. */
function answerDetails(w: SubmissionWriter, answer: PdfAnswer, indent: number): void {
  if (answer.answer.note) pdf.line(w, w.t.note(answer.answer.note), indent);
  const shown = new Set(answer.photos.map((p) => p.name));
  for (const picture of answer.photos) photo(w, picture, indent);
  for (const file of answer.answer.files) if (!shown.has(file.name)) pdf.line(w, file.name, indent);
}

function answerBlock(w: SubmissionWriter, answer: PdfAnswer): void {
  const { doc, t } = w;
  pdf.room(w, 40);
  doc.moveDown(0.3);
  pdf.boldLine(w, answer.answer.actionSnapshot.name);
  pdf.line(w, `${answerInWords(w, answer.answer)} · ${answer.answer.compliant ? t.compliant : t.nonCompliantRaised}`, 10);
  pdf.line(w, t.answeredBy(answer.answeredBy, w.time(answer.answer.answeredAt)), 10);
  answerDetails(w, answer, 10);
}

function notDoneBlock(w: SubmissionWriter, actionName: string): void {
  pdf.room(w, 30);
  w.doc.moveDown(0.3);
  pdf.boldLine(w, actionName);
  pdf.line(w, `${w.t.notAnswered} · ${w.t.notDone}`, 10);
}

async function answers(w: SubmissionWriter, data: SubmissionPdfData): Promise<void> {
  pdf.heading(w, w.t.answers);
  if (data.sections.length === 0) pdf.line(w, w.t.noAnswers);
  let written = 0;
  for (const section of data.sections) {
    if (section.name !== null) pdf.subheading(w, section.name || '—');
    for (const entry of section.entries) {
      if ('answer' in entry) answerBlock(w, entry.answer);
      else notDoneBlock(w, entry.notDone);
      written += 1;
      if (written % ANSWERS_PER_YIELD === 0) await pdf.yieldToLoop();
    }
  }
}

function fixits(w: SubmissionWriter, data: SubmissionPdfData): void {
  pdf.heading(w, w.t.fixits);
  if (data.fixits.length === 0) pdf.line(w, w.t.noFixits);
  for (const { fixit, actionName, resolvedBy } of data.fixits) {
    const resolution = fixit.resolvedAt ? ` ${w.t.resolvedBy(resolvedBy, w.time(fixit.resolvedAt))}` : '';
    pdf.line(w, `${w.time(fixit.createdAt)} ${actionName}: ${w.t.fixitStatus[fixit.status]}${resolution}`);
    if (fixit.comment) pdf.line(w, `“${fixit.comment}”`, 10);
  }
}

function lateEvidence(w: SubmissionWriter, data: SubmissionPdfData): void {
  if (data.lateAnswers.length === 0) return;
  pdf.heading(w, w.t.lateEvidence);
  pdf.line(w, w.t.lateExplained);
  for (const late of data.lateAnswers) {
    answerBlock(w, late);
    pdf.line(
      w,
      w.t.lateGiven(late.late.device ?? w.t.unknownDevice, late.answeredBy, w.time(late.answer.answeredAt), w.time(late.late.receivedAt)),
      10,
    );
  }
}

/** The sign-off: the drawing and who signed when; a submitted checklist without one says so. */
function signOff(w: SubmissionWriter, data: SubmissionPdfData): void {
  if (!data.signature && !data.submission.submittedAt) return;
  pdf.heading(w, w.t.signOff);
  if (!data.signature) return pdf.line(w, w.t.notSigned);
  if (data.signature.image) photo(w, data.signature.image, 0);
  pdf.line(w, w.t.signedBy(data.signature.signerName, w.time(data.signature.signedAt)));
}

/** The blocks written after the answers, in order: the one place a submission's further blocks join. */
const SUBMISSION_EXTRA_BLOCKS: Array<(w: SubmissionWriter, data: SubmissionPdfData) => void> = [fixits, signOff, lateEvidence];

/** Compliant when no answer fell outside its rule and nothing was left undone (no fix-it raised). */
function verdictOf(w: SubmissionWriter, data: SubmissionPdfData): string {
  const outside = data.sections.some((section) => section.entries.some((e) => !('answer' in e) || !e.answer.answer.compliant));
  return !outside && data.fixits.length === 0 ? w.t.allCompliant : w.t.notCompliant(data.fixits.length);
}

function cover(w: SubmissionWriter, data: SubmissionPdfData): void {
  const { doc, t } = w;
  const { submission } = data;
  pdf.titleBlock(w, t.title, data.questName);
  pdf.line(w, `${t.location}: ${data.location.name}`);
  if (data.window) pdf.line(w, `${t.window}: ${w.period(data.window.startsAt, data.window.endsAt)}`);
  pdf.line(w, `${t.submittedAt}: ${submission.submittedAt ? w.time(submission.submittedAt) : t.notSubmitted}`);
  pdf.line(w, `${t.submittedBy}: ${data.submitter ?? '—'}`);
  pdf.line(w, `${t.score}: ${submission.score === null ? t.noScore : `${submission.score}%`}`);
  if (submission.submittedAt) pdf.line(w, `${t.verdict}: ${verdictOf(w, data)}`);
  pdf.line(w, `${t.generated}: ${w.time(data.now)}`);
  doc.fontSize(9);
}

/** One checklist submission as a PDF stream, written while it leaves (answers, notes, photos, fix-its, sign-off, late evidence). */
export function renderSubmissionPdf(data: SubmissionPdfData, lang: Language): pdf.Doc {
  const doc = pdf.newPdfDocument(`${SUBMISSION_PDF_TEXTS[lang].title}: ${data.questName}`);
  const w = writerOf(doc, data, lang);
  pdf.numberPages(doc, w.t.page);
  void (async () => {
    try {
      cover(w, data);
      await answers(w, data);
      for (const block of SUBMISSION_EXTRA_BLOCKS) block(w, data);
    } catch (error) {
      doc.emit('error', error);
    } finally {
      doc.end();
    }
  })();
  return doc;
}
