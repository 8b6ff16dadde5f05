import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

type SharedReport = { locationName: string; companyName: string; from: string; to: string; expiresAt: string };

/**
 * `/shared-report/:token`: what an inspector opens without an account. It names the location and the
 * period and offers the PDF; an expired or revoked link (or any other) shows only that it is not
 * available. The server logs every opening.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const [report, setReport] = useState<SharedReport | null | 'missing'>(null);
  useEffect(() => {
    let live = true;
    void fetch(`/reports/shared/${encodeURIComponent(token)}`)
      .then(async (response) => (response.ok ? ((await response.json()) as SharedReport) : 'missing'))
      .catch(() => 'missing' as const)
      .then((answer) => live && setReport(answer));
    return () => {
      live = false;
    };
  }, [token]);
  const day = (value: string) => new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Container size="sm" py="xl">
      {report === null ? (
        <Text>{t('common.loading')}</Text>
      ) : report === 'missing' ? (
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('sharedReport.unavailableTitle')}
          </Title>
          <Text>{t('sharedReport.unavailable')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {report.companyName}
          </Text>
          <Title order={1} size="h2">
            {t('sharedReport.title', { location: report.locationName })}
          </Title>
          <Text>{t('sharedReport.period', { from: day(report.from), to: day(report.to) })}</Text>
          <Text size="sm" c="dimmed">
            {t('sharedReport.validUntil', { at: day(report.expiresAt) })}
          </Text>
          <Button
            component="a"
            href={`/reports/shared/${encodeURIComponent(token)}/pdf?lang=${i18n.language.startsWith('es') ? 'es' : 'en'}`}
            download
            w="fit-content"
          >
            {t('sharedReport.openPdf')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('sharedReport.readOnly')} <Anchor href="/login">{t('common.productName')}</Anchor>
          </Text>
        </Stack>
      )}
    </Container>
  );
}
