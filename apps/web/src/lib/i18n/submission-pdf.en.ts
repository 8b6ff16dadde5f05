/** One checklist submission as a PDF (issue 41 item 4): the details screen's download. */
export const submissionPdfEn = {
  download: 'Download PDF',
  failed: 'The PDF could not be downloaded. Try again.',
};
