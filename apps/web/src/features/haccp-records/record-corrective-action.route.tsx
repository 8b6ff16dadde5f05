import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { CorrectiveActionForm, type CorrectiveSubject } from './corrective-action-form';

/** A path inside the app to go back to (never another site: `//host` or a full URL are refused). */
function safeBack(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

/**
 * `/corrective-actions/record?alertId=…&locationId=…`: the phone-first page a cook opens from an alert,
 * a food verdict or a fix-it to say what was done (see recordCorrectiveActionPath).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { me } = useWorkspace();
  const subject: CorrectiveSubject = {
    alertId: params.get('alertId'),
    foodBatchId: params.get('foodBatchId'),
    coolingLogId: params.get('coolingLogId'),
    fixitId: params.get('fixitId'),
  };
  const kind = (['alertId', 'foodBatchId', 'coolingLogId', 'fixitId'] as const).filter((key) => subject[key]);
  const locationId = params.get('locationId');
  const back = safeBack(params.get('back'));
  if (kind.length !== 1 || !locationId) {
    return <EmptyState title={t('titles.correctiveActionRecord')}>{t('haccp.form.missingSubject')}</EmptyState>;
  }
  const subjectKey = { alertId: 'ALERT', foodBatchId: 'FOOD_VERDICT', coolingLogId: 'COOLING_LOG', fixitId: 'FIXIT' } as const;
  return (
    <Stack gap="md" maw={560}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t(`haccp.subjects.${subjectKey[kind[0]!]}`)}
        </Text>
        <Title order={1} size="h2">
          {t('titles.correctiveActionRecord')}
        </Title>
      </Stack>
      <CorrectiveActionForm
        subject={subject}
        locationId={locationId}
        applianceId={params.get('applianceId')}
        viewerLevel={me?.accessLevel ?? null}
        onSaved={() => {
          showSuccessToast(t('haccp.form.saved'));
          void navigate(back);
        }}
      />
    </Stack>
  );
}
