import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import type { UploadKind } from '@ks/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../lib/errors/api-error-message';
import { acceptAttribute, uploadFile, type ImageSet, type UploadedFile } from './protected-files';
import { SecureImage } from './secure-image';
import { uploadFailureKey } from './upload-failure';

/** The file a form currently points at: a fresh upload, or what the record already had. */
export type FileValue = { id: string; name?: string | null; image?: ImageSet | null };

export type FileUploadInputProps = {
  label: string;
  /** Kinds the field takes; the server checks the content too. */
  kinds: readonly UploadKind[];
  value: FileValue | null;
  onChange: (file: UploadedFile | null) => void;
  description?: string;
  disabled?: boolean;
  /** Side of the square preview of a picture, in px. */
  previewSize?: number;
  /** Reported while an upload is running, so a form can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * A file field that uploads at once to `POST /files` (bearer token and client-id as every request) and
 * hands the stored file to the form; refusals read 'File size is too large' or 'Invalid file type'.
 */
export function FileUploadInput({
  label,
  kinds,
  value,
  onChange,
  description,
  disabled,
  previewSize = 96,
  onUploadingChange,
}: FileUploadInputProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const abort = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setUploading(true);
    uploadFile(file, kinds, controller.signal)
      .then((uploaded) => onChange(uploaded))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setProblem(uploadFailureKey(error));
      })
      .finally(() => {
        if (abort.current === controller) setUploading(false);
      });
  };

  return (
    <Input.Wrapper label={label} description={description} error={problem ? t(problem) : undefined}>
      <Stack gap="xs" mt={4}>
        {value?.image ? (
          <SecureImage
            src={value.image.medium}
            alt={value.name ?? label}
            width={previewSize}
            height={previewSize}
            style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="upload-preview"
          />
        ) : value?.name ? (
          <Text size="sm">{value.name}</Text>
        ) : null}
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={acceptAttribute(kinds)}
            disabled={disabled || uploading}
            resetRef={resetRef}
            inputProps={{ 'aria-label': label }}
          >
            {(props) => (
              <Button {...props} variant="default" size="sm" loading={uploading}>
                {value ? t('upload.replace') : t('upload.choose')}
              </Button>
            )}
          </FileButton>
          {value && !uploading ? (
            <Button variant="subtle" color="secondary" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              {t('upload.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
