import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs a poppler tool on the PDF's bytes (written to a temporary file, removed after). */
function withPdfFile<T>(bytes: Buffer, read: (file: string) => T): T {
  const file = path.join(os.tmpdir(), `ks-test-${process.pid}-${randomUUID()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return read(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * The text of a PDF, as poppler's pdftotext reads it: layout kept, so a row stays on one line, pages
 * separated by form feeds; or raw (the order it was written), for a short table the layout mode would
 * split into columns.
 */
export function pdfText(bytes: Buffer, mode: '-layout' | '-raw' = '-layout'): string {
  return withPdfFile(bytes, (file) => execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' }));
}

/** The images a PDF embeds, with their sizes in pixels (poppler's pdfimages). */
export function pdfImages(bytes: Buffer): Array<{ width: number; height: number }> {
  const listing = withPdfFile(bytes, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
  return listing
    .split('\n')
    .slice(2)
    .map((row) => row.trim().split(/\s+/))
    .filter((cells) => cells.length > 4 && cells[2] === 'image')
    .map((cells) => ({ width: Number(cells[3]), height: Number(cells[4]) }));
}
