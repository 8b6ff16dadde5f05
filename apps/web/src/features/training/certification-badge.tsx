import type { CertificationStatus, TrainingAttemptStatus } from '@ks/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { attemptColor, certificationColor } from './certification-status';

/** VALID / NOT_VALID in the spec's colours. */
export function CertificationBadge({ status }: { status: CertificationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={certificationColor(status)} variant="light" style={{ flexShrink: 0 }} data-testid="certification-status">
      {t(`training.certification.${status}`)}
    </Badge>
  );
}

/** An attempt's PASSED / FAILED / in progress. */
export function AttemptBadge({ status }: { status: TrainingAttemptStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={attemptColor(status)} variant="light" style={{ flexShrink: 0 }} data-testid="attempt-status">
      {t(`training.attempt.${status}`)}
    </Badge>
  );
}
