import { useMutation, useQuery } from '@apollo/client/react';
import { FOOD_FATES, fromUnit, maySignOffCorrectiveAction, type AccessLevel, type FoodFate } from '@ks/domain';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordCorrectiveActionInput } from '../../gql/graphql';
import { acceptAttribute, uploadFile } from '../../ui/protected-files';
import { uploadFailureKey } from '../../ui/upload-failure';
import { useTemperatureFormat } from '../../lib/preferences/use-temperature-format';
import { LocationAppliancesDocument, RecordCorrectiveActionDocument } from './haccp-records.operations';
import { recordErrorMessage } from './record-error-message';

/** The problem the record answers: exactly one id, as the API takes it. */
export type CorrectiveSubject = Pick<RecordCorrectiveActionInput, 'alertId' | 'foodBatchId' | 'coolingLogId' | 'fixitId'>;

export type CorrectiveActionFormProps = {
  subject: CorrectiveSubject;
  locationId: string;
  /** The appliance with the problem (not offered as where the food went). */
  applianceId: string | null;
  viewerLevel: AccessLevel | null;
  onSaved: () => void;
};

const PICTURE_TYPES = acceptAttribute(['PICTURE']);

/**
 * What was done about a problem, on a phone: the food's fate as big radio cards first (one thumb), then
 * only the details that fate needs (which appliance, the probe reading), then the optional quantity,
 * cost, note and photo. A Manager or Location Manager may sign it off in the same step.
 */
export function CorrectiveActionForm({ subject, locationId, applianceId, viewerLevel, onSaved }: CorrectiveActionFormProps) {
  const { t } = useTranslation();
  const format = useTemperatureFormat();
  const [fate, setFate] = useState<FoodFate | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const [probe, setProbe] = useState<number | string>('');
  const [quantity, setQuantity] = useState('');
  const [cost, setCost] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<{ id: string; preview: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [signOff, setSignOff] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const appliances = useQuery(LocationAppliancesDocument, { variables: { locationId }, skip: fate !== 'MOVED' });
  const [record, { loading }] = useMutation(RecordCorrectiveActionDocument);
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.preview)), [photo]);

  const options = [
    ...(appliances.data?.locationAreas ?? []).flatMap((area) =>
      area.appliances.map((a) => ({ value: a.id, label: `${a.name} (${area.name})` })),
    ),
    ...(appliances.data?.unassignedAppliances ?? []).map((a) => ({ value: a.id, label: a.name })),
  ].filter((option) => option.value !== applianceId);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, ['PICTURE']);
      setPhoto({ id: uploaded.id, preview: URL.createObjectURL(file) });
    } catch (error) {
      setProblem(t(uploadFailureKey(error, 'haccp.form.photoFailed')));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!fate) return setProblem(t('haccp.form.chooseFate'));
    if (fate === 'MOVED' && !movedTo) return setProblem(t('haccp.form.needsTarget'));
    if (fate === 'KEPT_AFTER_PROBE' && typeof probe !== 'number') return setProblem(t('haccp.form.needsProbe'));
    try {
      await record({
        variables: {
          input: {
            ...subject,
            fate,
            movedToApplianceId: fate === 'MOVED' ? movedTo : null,
            // Sent in °C (0.01 °C steps, so 41 °F is exactly 5 °C) with the unit it was typed in.
            probeReading: fate === 'KEPT_AFTER_PROBE' && typeof probe === 'number' ? fromUnit(probe, format.unit) : null,
            probeReadingUnit: fate === 'KEPT_AFTER_PROBE' ? 'C' : null,
            quantity: quantity.trim() || null,
            cost: typeof cost === 'number' ? cost : null,
            note: note.trim() || null,
            photoFileId: photo?.id ?? null,
            signOff,
          },
        },
      });
      onSaved();
    } catch (error) {
      setProblem(recordErrorMessage(error, t));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Radio.Group label={t('haccp.form.intro')} value={fate ?? ''} onChange={(value) => setFate(value as FoodFate)}>
          <Stack gap="xs" mt="xs">
            {FOOD_FATES.map((value) => (
              <Radio.Card key={value} value={value} radius="md" p="md" data-testid={`fate-${value}`}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={500}>{t(`haccp.fates.${value}`)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {fate === 'MOVED' ? (
          <Select
            label={t('haccp.form.movedTo')}
            placeholder={t('haccp.form.movedToPlaceholder')}
            data={options}
            value={movedTo}
            onChange={setMovedTo}
            searchable
            required
          />
        ) : null}
        {fate === 'KEPT_AFTER_PROBE' ? (
          <NumberInput
            label={t('haccp.form.probeReading', { unit: `°${format.unit}` })}
            value={probe}
            onChange={setProbe}
            decimalScale={1}
            inputMode="decimal"
            required
          />
        ) : null}
        <TextInput
          label={t('haccp.form.quantity')}
          placeholder={t('haccp.form.quantityPlaceholder')}
          value={quantity}
          onChange={(event) => setQuantity(event.currentTarget.value)}
          maxLength={100}
        />
        <NumberInput label={t('haccp.form.cost')} value={cost} onChange={setCost} min={0} decimalScale={2} inputMode="decimal" />
        <Textarea
          label={t('haccp.form.note')}
          placeholder={t('haccp.form.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('haccp.form.photo')}
          </Text>
          {photo ? <Image src={photo.preview} alt={t('haccp.form.photo')} w={160} h={120} fit="cover" radius="md" /> : null}
          <FileButton onChange={(file) => void upload(file)} accept={PICTURE_TYPES} capture="environment">
            {(props) => (
              <Button {...props} variant="light" loading={uploading}>
                {photo ? t('haccp.form.replacePhoto') : t('haccp.form.addPhoto')}
              </Button>
            )}
          </FileButton>
        </Stack>
        {maySignOffCorrectiveAction(viewerLevel) ? (
          <Checkbox label={t('haccp.form.signOff')} checked={signOff} onChange={(event) => setSignOff(event.currentTarget.checked)} />
        ) : null}
        {problem ? (
          <Alert color="secondary" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={loading}>
          {t('haccp.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
