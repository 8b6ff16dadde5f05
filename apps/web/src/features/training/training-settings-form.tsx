import { useMutation } from '@apollo/client/react';
import { CERTIFICATE_DURATION_LIMITS_MON } from '@ks/domain';
import { NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingFieldsFragment } from '../../gql/graphql';
import { FileUploadInput, type FileValue } from '../../ui/file-upload-input';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { ChecklistLocationsSelect, ChecklistSettingsPanel, NameDescriptionFields, useChecklistBasics } from '../checklists';
import { trainingErrorMessage } from './training-errors';
import { UpdateTrainingDocument } from './training.operations';

/**
 * Name, description, banner, certificate name, certificate validity (months, default 12) and locations,
 * saved together with `updateTraining`.
 */
export function TrainingSettingsForm({ training, disabled }: { training: TrainingFieldsFragment; disabled: boolean }) {
  const { t } = useTranslation();
  const basics = useChecklistBasics(training);
  const [certificateName, setCertificateName] = useState(training.certificate.name);
  const [duration, setDuration] = useState<number | string>(training.certificateDurationMon);
  // The stored banner is shown from its authorised URL; a fresh upload brings its own image set.
  const [banner, setBanner] = useState<FileValue | null>(
    training.bannerFileId
      ? {
          id: training.bannerFileId,
          name: t('training.editor.currentBanner'),
          image: training.bannerUrl
            ? {
                id: training.bannerFileId,
                small: training.bannerUrl,
                medium: training.bannerUrl,
                large: training.bannerUrl,
                xlarge: training.bannerUrl,
                original: training.bannerUrl,
              }
            : null,
        }
      : null,
  );
  const [uploading, setUploading] = useState(false);
  const [durationError, setDurationError] = useState<string | undefined>();
  const [updateTraining, saving] = useMutation(UpdateTrainingDocument);

  const save = async () => {
    const basicsComplete = basics.validate();
    const months = typeof duration === 'number' ? duration : Number.NaN;
    const durationOk =
      Number.isInteger(months) && months >= CERTIFICATE_DURATION_LIMITS_MON.min && months <= CERTIFICATE_DURATION_LIMITS_MON.max;
    setDurationError(durationOk ? undefined : t('training.editor.durationRange', CERTIFICATE_DURATION_LIMITS_MON));
    if (!basicsComplete || !durationOk) return;
    try {
      await updateTraining({
        variables: {
          id: training.id,
          input: {
            name: basics.name,
            description: basics.description,
            certificateName: certificateName.trim() || basics.name,
            certificateDurationMon: months,
            locationIds: basics.locationIds,
            bannerFileId: banner?.id ?? null,
          },
        },
      });
      showSuccessToast(t('training.editor.saved'));
    } catch (error) {
      showErrorToast(trainingErrorMessage(error, t('training.errors.saveFailed'), t));
    }
  };

  return (
    <ChecklistSettingsPanel kind="training" saving={saving.loading} saveDisabled={disabled || uploading} onSave={() => void save()}>
      <NameDescriptionFields kind="training" basics={basics} disabled={disabled} />
      <FileUploadInput
        label={t('training.editor.banner')}
        kinds={['PICTURE']}
        value={banner}
        onChange={(file) => setBanner(file ? { id: file.id, name: file.name, image: file.image ?? null } : null)}
        disabled={disabled}
        previewSize={160}
        onUploadingChange={setUploading}
      />
      <TextInput
        label={t('training.editor.certificateName')}
        description={t('training.editor.certificateNameHint')}
        value={certificateName}
        onChange={(e) => setCertificateName(e.currentTarget.value)}
        disabled={disabled}
        maxLength={200}
      />
      <NumberInput
        label={t('training.editor.duration')}
        value={duration}
        onChange={setDuration}
        min={CERTIFICATE_DURATION_LIMITS_MON.min}
        max={CERTIFICATE_DURATION_LIMITS_MON.max}
        allowDecimal={false}
        error={durationError}
        disabled={disabled}
        w={220}
      />
      <ChecklistLocationsSelect kind="training" basics={basics} disabled={disabled} />
    </ChecklistSettingsPanel>
  );
}
