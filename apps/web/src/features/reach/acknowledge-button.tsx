import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/errors/api-error-message';
import { showErrorToast } from '../../ui/toast';
import { AcknowledgeTempAlertDocument } from './reach.operations';

/**
 * "I'm handling it" on an open alert: stops its escalation chain and tells everyone already notified.
 * Open to whoever may snooze (Standard Users and up), which is everyone who is shown open alerts (Basic
 * Users see no monitoring data); the API checks it again. The answer's `acknowledgedBy` updates the
 * alert in the cache, so the row says who is handling it.
 */
export function AcknowledgeButton({ alertId, alertLabel }: { alertId: string; alertLabel: string }) {
  const { t } = useTranslation();
  const [acknowledge, { loading }] = useMutation(AcknowledgeTempAlertDocument);
  return (
    <Button
      size="compact-xs"
      variant="light"
      loading={loading}
      aria-label={t('reach.acknowledgeAlert', { alert: alertLabel })}
      onClick={() => {
        acknowledge({ variables: { id: alertId } }).catch((error: unknown) => {
          console.error('acknowledge failed', error);
          showErrorToast(apiErrorMessage(error, t, { fallback: t('reach.acknowledgeFailed') }));
        });
      }}
    >
      {t('reach.acknowledge')}
    </Button>
  );
}
