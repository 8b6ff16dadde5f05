import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/errors/api-error-message';
import { PreloadLink } from '../../../ui/preload-link';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import type { ApplianceHealthFacts } from './appliance-health-view';
import { RaiseHealthFixitDocument } from './health.operations';

type Finding = ApplianceHealthFacts['findings'][number];

const RANK = { OK: 0, WATCH: 1, SERVICE_SOON: 2 } as const;

/** The finding the fix-it will name: the worst, of equal status the oldest (the server's rule, decision 0370). */
export function worstFinding(findings: readonly Finding[]): Finding | null {
  return [...findings].sort((x, y) => RANK[y.status] - RANK[x.status] || Date.parse(x.since) - Date.parse(y.since))[0] ?? null;
}

export type HealthFixitActionProps = {
  applianceId: string;
  locationId: string;
  findings: readonly Finding[];
  canRaise: boolean;
  openFixitId: string | null;
  /** The page was opened from the service-soon notice's "Raise a fix-it" link (`?raise=fixit`). */
  raiseAsked: boolean;
  onRaised: () => void;
};

/**
 * Under the findings: a fix-it for the engineer, raised by a Manager or Location Manager from the worst
 * finding (one open at a time), or, when one is open, the way to it.
 */
export function HealthFixitAction({
  applianceId,
  locationId,
  findings,
  canRaise,
  openFixitId,
  raiseAsked,
  onRaised,
}: HealthFixitActionProps) {
  const { t } = useTranslation();
  const finding = worstFinding(findings);
  const [confirming, setConfirming] = useState(raiseAsked);
  const [raise, raising] = useMutation(RaiseHealthFixitDocument);
  const fixitsLink = `/fixits?location=${locationId}`;
  if (openFixitId) {
    return (
      <Group gap="xs" data-testid="health-fixit-open">
        <Text size="sm">{t('health.fixitOpen')}</Text>
        <Anchor component={PreloadLink} to={fixitsLink} size="sm">
          {t('health.seeFixits')}
        </Anchor>
      </Group>
    );
  }
  if (!canRaise || !finding) return null;
  const submit = async () => {
    try {
      await raise({ variables: { applianceId } });
      showSuccessToast(t('health.raised'));
      setConfirming(false);
      onRaised();
    } catch (failure) {
      showErrorToast(apiErrorMessage(failure, t, { fallback: t('health.raiseFailed') }));
    }
  };
  return (
    <>
      <Group>
        <Button size="sm" variant="light" onClick={() => setConfirming(true)}>
          {t('health.raiseFixit')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('health.raiseTitle')} centered>
        <Stack>
          <Text data-testid="health-fixit-finding">{finding.text}</Text>
          <Text size="sm" c="dimmed">
            {t('health.raiseHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('health.raiseCancel')}
            </Button>
            <Button onClick={() => void submit()} loading={raising.loading} data-autofocus>
              {t('health.raiseConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
