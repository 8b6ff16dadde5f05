import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, CopyButton, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { hasAtLeast } from '@ks/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { TitledPanel } from '../../ui/titled-panel';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { useLocationTime } from '../../lib/time/location-time';
import { RecordsPageHeading } from './records-page-heading';
import {
  CreateReportShareLinkDocument,
  ReportShareLinksDocument,
  RevokeReportShareLinkDocument,
  type ReportShareLink,
} from './inspection-report.operations';
import { defaultPeriod, downloadInspectionReport, periodInstants, type ReportPeriod } from './report-files';

/**
 * `/locations/:id/report`: the location's inspection report. A Manager or Location Manager picks a period
 * (the last 90 days by default), downloads the PDF, and makes, copies and revokes read-only links for an
 * inspector (each at most 30 days; how often each was opened is shown).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { locations, me } = useWorkspace();
  const location = locations.find((l) => l.id === id) ?? null;
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultPeriod());
  const [downloading, setDownloading] = useState(false);
  if (!hasAtLeast(me?.accessLevel ?? null, 'LOCATION_MANAGER') || !location) {
    return <EmptyState title={t('titles.inspectionReport')}>{t('inspectionReport.notAvailable')}</EmptyState>;
  }
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInspectionReport(location.id, period, i18n.language);
    } catch {
      showErrorToast(t('inspectionReport.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md" maw={720}>
      <RecordsPageHeading location={location.name} title={t('titles.inspectionReport')} intro={t('inspectionReport.intro')} />
      <TitledPanel title={t('inspectionReport.period')}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('inspectionReport.from')}
            value={period.from}
            onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('inspectionReport.to')}
            value={period.to}
            onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
          />
          <Button onClick={() => void download()} loading={downloading}>
            {t('inspectionReport.download')}
          </Button>
        </Group>
      </TitledPanel>
      <ShareLinks locationId={location.id} timeZone={location.timezone} period={period} />
    </Stack>
  );
}

function ShareLinks({ locationId, timeZone, period }: { locationId: string; timeZone: string; period: ReportPeriod }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number | string>(7);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const { data, refetch } = useQuery(ReportShareLinksDocument, { variables: { locationId }, fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateReportShareLinkDocument);
  const [revoke] = useMutation(RevokeReportShareLinkDocument);
  // The kitchen's clock, in the one date and time format (lib/time/location-time).
  const when = useLocationTime(timeZone);
  const share = async () => {
    try {
      const result = await create({ variables: { input: { locationId, ...periodInstants(period), expiresInDays: Number(days) } } });
      setCreatedUrl(result.data?.createReportShareLink.url ?? null);
      void refetch();
    } catch {
      showErrorToast(t('inspectionReport.shareFailed'));
    }
  };
  const end = async (link: ReportShareLink) => {
    await revoke({ variables: { id: link.id } });
    showSuccessToast(t('inspectionReport.revoked'));
    void refetch();
  };
  return (
    <TitledPanel title={t('inspectionReport.shareTitle')}>
      <Text size="sm">{t('inspectionReport.shareIntro')}</Text>
      <Group align="flex-end">
        <NumberInput label={t('inspectionReport.expiresInDays')} min={1} max={30} value={days} onChange={setDays} w={160} />
        <Button variant="light" onClick={() => void share()} loading={creating.loading}>
          {t('inspectionReport.createLink')}
        </Button>
      </Group>
      {createdUrl ? (
        <Alert color="primary" title={t('inspectionReport.linkCreated')}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              readOnly
              value={createdUrl}
              aria-label={t('inspectionReport.linkCreated')}
              data-testid="share-link-url"
              style={{ flex: 1 }}
            />
            <CopyButton value={createdUrl}>
              {({ copied, copy }) => (
                <Button size="xs" variant="subtle" onClick={copy}>
                  {copied ? t('inspectionReport.copied') : t('inspectionReport.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      ) : null}
      <Stack gap="xs" data-testid="share-links">
        {(data?.reportShareLinks ?? []).map((link) => {
          const live = !link.revokedAt && new Date(link.expiresAt) > new Date();
          return (
            <Group key={link.id} justify="space-between" wrap="wrap" gap="xs" data-testid="share-link-row">
              <Stack gap={0}>
                <Text size="sm">{t('inspectionReport.linkPeriod', { from: when(link.from), to: when(link.to) })}</Text>
                <Text size="xs" c="dimmed">
                  {t('inspectionReport.linkOpenings', { count: link.openings })} ·{' '}
                  {t('inspectionReport.expires', { at: when(link.expiresAt) })}
                </Text>
              </Stack>
              {live ? (
                <Button size="xs" variant="subtle" color="secondary" onClick={() => void end(link)}>
                  {t('inspectionReport.revoke')}
                </Button>
              ) : (
                <Badge color="gray" variant="light">
                  {link.revokedAt ? t('inspectionReport.revokedBadge') : t('inspectionReport.expiredBadge')}
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
    </TitledPanel>
  );
}
