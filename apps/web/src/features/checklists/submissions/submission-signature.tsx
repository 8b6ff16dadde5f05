import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecureImage } from '../../../ui/secure-image';
import { formatDateTime } from '../format';

export type SubmissionSignatureProps = {
  signature: { signerName: string; signedAt: string; image: { medium: string } | null } | null | undefined;
  timeZone: string | undefined;
};

/** "Signed by <name> at <time>" (the location's zone) and the drawing, when the submit was signed. */
export function SubmissionSignature({ signature, timeZone }: SubmissionSignatureProps) {
  const { t, i18n } = useTranslation();
  if (!signature) return null;
  const name = signature.signerName || '—';
  return (
    <Paper withBorder p="md" radius="md" data-testid="submission-signature">
      <Stack gap="xs">
        <Text fw={500} data-testid="signed-by">
          {t('notesSignOff.signedBy', { name, time: formatDateTime(signature.signedAt, i18n.language, timeZone) })}
        </Text>
        {signature.image ? (
          <SecureImage
            src={signature.image.medium}
            alt={t('notesSignOff.signatureOf', { name })}
            style={{ maxWidth: 320, width: '100%', height: 'auto', background: '#fff', borderRadius: 6 }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
