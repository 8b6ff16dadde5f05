import type { submissionPdfEn } from './submission-pdf.en';

/** The submission PDF's download in Spanish. */
export const submissionPdfEs: { [K in keyof typeof submissionPdfEn]: string } = {
  download: 'Descargar PDF',
  failed: 'No se pudo descargar el PDF. Inténtalo de nuevo.',
};
