import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReviewAlertFieldsFragment } from '../../gql/graphql';
import { PreloadLink } from '../../ui/preload-link';
import { TitledPanel } from '../../ui/titled-panel';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { AlertsNeedingReviewDocument, CloseOutAlertDocument } from './haccp-records.operations';
import { recordCorrectiveActionPath } from './haccp-paths';
import { recordErrorMessage } from './record-error-message';
import { ReviewAlertSummary } from './review-alert-summary';

export type AlertsNeedingReviewProps = {
  /** One appliance's alerts (the equipment page); otherwise every visible location's (the dashboard). */
  applianceId?: string;
};

const STATUS_COLOR = { NEEDS_CORRECTIVE_ACTION: 'secondary', AWAITING_SIGN_OFF: 'tertiary', CLOSED_OUT: 'primary', OPEN: 'gray' } as const;

/**
 * ENDED alerts that are not closed out: each asks for its corrective action (anyone who sees it may
 * record one) and then for a Manager's or Location Manager's close-out. Hidden when nothing waits.
 */
export function AlertsNeedingReview({ applianceId }: AlertsNeedingReviewProps) {
  const { data, refetch } = useQuery(AlertsNeedingReviewDocument, {
    variables: { applianceId: applianceId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  // Rendered from a deferred copy: see docs/decisions/0017, "Query results rendered in slices".
  const alerts = useDeferredValue(data?.alertsNeedingReview);
  if (!alerts || alerts.length === 0) return null;
  return <ReviewList alerts={alerts} refetch={refetch} />;
}

const ReviewList = memo(function ReviewList({ alerts, refetch }: { alerts: ReviewAlertFieldsFragment[]; refetch: () => unknown }) {
  const { t } = useTranslation();
  return (
    <TitledPanel title={t('haccp.review.title')}>
      <Stack gap="sm" data-testid="alerts-needing-review">
        {alerts.map((alert) => (
          <ReviewRow key={alert.id} alert={alert} onChanged={() => void refetch()} />
        ))}
      </Stack>
    </TitledPanel>
  );
});

function ReviewRow({ alert, onChanged }: { alert: ReviewAlertFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation();
  const here = useLocation();
  const [closeOut, { loading }] = useMutation(CloseOutAlertDocument);
  const record = alert.correctiveAction;
  const close = async () => {
    try {
      await closeOut({ variables: { alertId: alert.id } });
      showSuccessToast(t('haccp.review.closedOut'));
      onChanged();
    } catch (error) {
      showErrorToast(recordErrorMessage(error, t));
    }
  };
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs" data-testid={`review-${alert.id}`}>
      <ReviewAlertSummary alert={alert} />
      <Group gap="xs">
        <Badge color={STATUS_COLOR[alert.reviewStatus]} variant="light">
          {t(`haccp.review.status.${alert.reviewStatus}`)}
        </Badge>
        {record ? null : (
          <Button
            component={PreloadLink}
            size="sm"
            to={recordCorrectiveActionPath(
              { alertId: alert.id },
              { locationId: alert.locationId, applianceId: alert.appliance?.id, back: here.pathname + here.search },
            )}
          >
            {t('haccp.review.record')}
          </Button>
        )}
        {alert.viewerCanCloseOut ? (
          <Button size="sm" variant="light" loading={loading} onClick={() => void close()}>
            {t('haccp.review.closeOut')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
