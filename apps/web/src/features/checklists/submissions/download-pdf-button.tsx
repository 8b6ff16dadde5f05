import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../../lib/preferences/temperature-unit';
import { saveProtectedDownload } from '../../../ui/protected-files';
import { showErrorToast } from '../../../ui/toast';

export type DownloadPdfButtonProps = { submissionId: string };

/** The server's PDF of one submission, in the language and temperature unit this screen shows. */
export function submissionPdfUrl(submissionId: string, language: string, unit: string): string {
  const params = new URLSearchParams({ lang: language.startsWith('es') ? 'es' : 'en', unit });
  return `/reports/submissions/${encodeURIComponent(submissionId)}/pdf?${params}`;
}

/** 'Download PDF': saves the submission as a PDF file (answers, photos, fix-its), a full-width tap target on a phone. */
export function DownloadPdfButton({ submissionId }: DownloadPdfButtonProps) {
  const { t, i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await saveProtectedDownload(submissionPdfUrl(submissionId, i18n.language, unit), 'checklist-submission.pdf');
    } catch {
      showErrorToast(t('submissionPdf.failed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void download()} loading={downloading} w={{ base: '100%', xs: 'auto' }}>
      {t('submissionPdf.download')}
    </Button>
  );
}
