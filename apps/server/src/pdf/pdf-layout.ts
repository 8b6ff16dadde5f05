import PDFDocument from 'pdfkit';

/**
 * The page layout every PDF of the product shares (the inspection report, a checklist submission):
 * A4, one margin, Helvetica (its WinAnsi covers English and Spanish: accents, ñ, °, ±, –), headings,
 * wrapped lines, a page number at each foot. Documents stream while they are written.
 */
export const MARGIN = 40;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

export type Doc = PDFKit.PDFDocument;

/** What the layout helpers write into: a document (a feature's writer carries more beside it). */
export interface PdfTarget {
  doc: Doc;
}

/** A new A4 document with the shared margin, its title in the file's properties. */
export function newPdfDocument(title: string): Doc {
  return new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: false, info: { Title: title } });
}

/** Lets the event loop run, so a long document leaves as it is written (not held whole). */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The width between the margins, less an indent. */
export const textWidth = (w: PdfTarget, indent = 0): number => w.doc.page.width - 2 * MARGIN - indent;

/** Starts a new page when fewer than `height` points are left on this one. */
export function room(w: PdfTarget, height: number): void {
  if (w.doc.y + height > w.doc.page.height - MARGIN) w.doc.addPage();
}

/** The first page's title (18 pt) and what it is about (13 pt), at the top; 10 pt body text after. */
export function titleBlock(w: PdfTarget, title: string, subject: string): void {
  w.doc.font(BOLD).fontSize(18).text(title, MARGIN, MARGIN);
  w.doc.font(BOLD).fontSize(13).text(subject).font(FONT).fontSize(10).moveDown(0.5);
}

/** A bold line (a name heading a block), the body font after it. */
export function boldLine(w: PdfTarget, text: string): void {
  w.doc
    .font(BOLD)
    .text(text, MARGIN, w.doc.y, { width: textWidth(w) })
    .font(FONT);
}

/** A section's heading (14 pt bold), the body font after it. */
export function heading(w: PdfTarget, text: string): void {
  room(w, 60);
  w.doc.moveDown(0.8).font(BOLD).fontSize(14).text(text, MARGIN).font(FONT).fontSize(9).moveDown(0.3);
}

/** A heading inside a section (11 pt bold). */
export function subheading(w: PdfTarget, text: string): void {
  room(w, 40);
  w.doc.moveDown(0.5).font(BOLD).fontSize(11).text(text, MARGIN).font(FONT).fontSize(9);
}

/** A wrapped line of body text, indented by `indent` points. */
export function line(w: PdfTarget, text: string, indent = 0): void {
  room(w, 14);
  w.doc.text(text, MARGIN + indent, w.doc.y, { width: textWidth(w, indent) });
}

/**
 * Numbers each page at its foot as it is started ("Page 3"): the document streams while it is written,
 * so a page cannot know the total. The bottom margin is lifted while the number is set, or pdfkit would
 * start yet another page for a line below it; the cursor and the body font come back after.
 */
export function numberPages(doc: Doc, label: (page: number) => string): void {
  let page = 0;
  const stamp = () => {
    page += 1;
    const { x, y } = doc;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .text(label(page), MARGIN, doc.page.height - MARGIN / 2 - 8, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.font(FONT).fontSize(9);
    doc.x = x;
    doc.y = y;
  };
  doc.on('pageAdded', stamp);
  stamp();
}

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function pdfDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A name's file-name form: lower case, letters and digits joined by dashes. */
export function fileSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
