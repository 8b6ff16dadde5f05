import { useMutation } from '@apollo/client/react';
import {
  ACTION_CATEGORIES,
  ActionPropertiesError,
  IMPORTANCE,
  MESSAGES,
  parseActionProperties,
  type ActionCategory,
  type Importance,
  type MultipleChoiceProperties,
  type SingleChoiceProperties,
} from '@ks/domain';
import { ActionIcon, Alert, Button, FileButton, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionFieldsFragment } from '../../../gql/graphql';
import { useTemperatureUnit } from '../../../lib/preferences/temperature-unit';
import { uploadFile } from '../../../ui/protected-files';
import { uploadFailureKey } from '../../../ui/upload-failure';
import { MediaPickerButton } from '../../media';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import { LibraryMembership } from './library-membership';
import { UpdateActionDocument } from './library.operations';
import {
  draftToZones,
  MultipleChoiceEditor,
  SingleChoiceEditor,
  TemperatureEditor,
  zonesToDraft,
  type ZoneDraft,
} from './properties-editors';

type Attachment = ActionFieldsFragment['attachments'][number];

/**
 * Edits one library action: name, description, category, importance, the properties of its type and its
 * attachments, saved with `updateAction`. While an active quest holds the action the fields are locked
 * with the spec's message.
 */
export function ActionEditor({
  action,
  disabled,
  choiceMarks = 'fixit',
}: {
  action: ActionFieldsFragment;
  disabled: boolean;
  /** Trainings mark the correct options of a choice instead of the ones that raise a fix-it. */
  choiceMarks?: 'fixit' | 'correct';
}) {
  const { t } = useTranslation();
  const [unit] = useTemperatureUnit();
  const blocked = action.activeQuestCount > 0;
  const locked = disabled || blocked;
  const [name, setName] = useState(action.name);
  const [description, setDescription] = useState(action.description);
  const [category, setCategory] = useState<ActionCategory | null>(action.category);
  const [importance, setImportance] = useState<Importance>(action.importance);
  const [attachments, setAttachments] = useState<Attachment[]>(action.attachments);
  const [zones, setZones] = useState<ZoneDraft[]>(() =>
    action.type === 'TEMPERATURE' ? zonesToDraft(parseActionProperties('TEMPERATURE', action.properties).safeZones, unit) : [],
  );
  const [single, setSingle] = useState<SingleChoiceProperties | null>(() =>
    action.type === 'SINGLE_CHOICE' ? parseActionProperties('SINGLE_CHOICE', action.properties) : null,
  );
  const [multiple, setMultiple] = useState<MultipleChoiceProperties | null>(() =>
    action.type === 'MULTIPLE_CHOICE' ? parseActionProperties('MULTIPLE_CHOICE', action.properties) : null,
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [propertiesError, setPropertiesError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [updateAction, saving] = useMutation(UpdateActionDocument);

  const properties = (): unknown => {
    if (action.type === 'TEMPERATURE') return { safeZones: draftToZones(zones, unit) };
    if (action.type === 'SINGLE_CHOICE') return single;
    if (action.type === 'MULTIPLE_CHOICE') return multiple;
    return {};
  };

  const save = async () => {
    setNameError(name.trim() ? null : t('validation.required'));
    let json: string;
    try {
      json = JSON.stringify(parseActionProperties(action.type, properties()));
      setPropertiesError(null);
    } catch (error) {
      if (!(error instanceof ActionPropertiesError)) throw error;
      setPropertiesError(error.message === MESSAGES.fieldRequired ? t('validation.required') : t('quests.editor.invalidProperties'));
      return;
    }
    if (!name.trim()) return;
    try {
      await updateAction({
        variables: {
          actionId: action.id,
          name,
          description,
          category,
          importance,
          attachments: attachments.map((file) => file.id),
          properties: json,
        },
      });
      showSuccessToast(t('quests.editor.actionSaved'));
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.saveFailed'), t));
    }
  };

  const attach = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, ['PICTURE', 'DOCUMENT', 'VIDEO', 'AUDIO']);
      setAttachments((current) => [
        ...current,
        {
          __typename: 'ActionFile',
          id: uploaded.id,
          name: uploaded.name,
          url: uploaded.url,
          thumbnail: uploaded.image?.small ?? null,
          large: uploaded.image?.xlarge ?? null,
          type: uploaded.kind,
          mimeType: uploaded.mimeType,
        },
      ]);
    } catch (error) {
      showErrorToast(t(uploadFailureKey(error)));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm">
      {blocked ? <Alert color="tertiary">{t('quests.apiErrors.ACTION_EDIT_BLOCKED')}</Alert> : null}
      <TextInput
        label={t('quests.editor.actionName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={nameError}
        disabled={locked}
        maxLength={200}
        required
      />
      <Textarea
        label={t('quests.editor.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={1}
        disabled={locked}
        maxLength={4000}
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('quests.editor.category')}
          placeholder={t('quests.editor.noCategory')}
          data={ACTION_CATEGORIES.map((value) => ({ value, label: t(`quests.categories.${value}`) }))}
          value={category}
          onChange={(value) => setCategory(value as ActionCategory | null)}
          clearable
          disabled={locked}
          w={260}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('quests.editor.importance')}
          </Text>
          <SegmentedControl
            value={importance}
            onChange={(value) => setImportance(value as Importance)}
            data={IMPORTANCE.map((value) => ({ value, label: t(`quests.importance.${value}`) }))}
            disabled={locked}
          />
        </Stack>
      </Group>
      {action.type === 'TEMPERATURE' ? <TemperatureEditor value={zones} onChange={setZones} disabled={locked} unit={unit} /> : null}
      {single ? <SingleChoiceEditor value={single} onChange={setSingle} disabled={locked} marks={choiceMarks} /> : null}
      {multiple ? <MultipleChoiceEditor value={multiple} onChange={setMultiple} disabled={locked} marks={choiceMarks} /> : null}
      {propertiesError ? (
        <Text size="sm" c="secondary" role="alert">
          {propertiesError}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('quests.editor.attachments')}
        </Text>
        {attachments.map((file) => (
          <Group key={file.id} gap="xs">
            <Text size="sm">{file.name}</Text>
            <ActionIcon
              variant="subtle"
              color="secondary"
              aria-label={t('quests.editor.removeAttachment', { name: file.name })}
              onClick={() => setAttachments((list) => list.filter((f) => f.id !== file.id))}
              disabled={locked}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <FileButton onChange={(file) => void attach(file)} disabled={locked || uploading}>
          {(props) => (
            <Button {...props} variant="subtle" size="compact-sm" w="fit-content" loading={uploading}>
              {t('quests.editor.addAttachment')}
            </Button>
          )}
        </FileButton>
        <MediaPickerButton
          disabled={locked || uploading}
          excludeIds={attachments.map((file) => file.id)}
          onPick={(item) =>
            setAttachments((current) => [
              ...current,
              {
                __typename: 'ActionFile',
                id: item.id,
                name: item.name,
                url: item.url,
                thumbnail: item.thumbnail,
                large: item.image?.xlarge ?? null,
                type: item.type,
                mimeType: item.mimeType,
              },
            ])
          }
        />
      </Stack>
      <Group justify="flex-end">
        <LibraryMembership action={action} disabled={disabled} />
        <Button onClick={() => void save()} loading={saving.loading} disabled={locked || uploading}>
          {t('quests.editor.saveAction')}
        </Button>
      </Group>
    </Stack>
  );
}
