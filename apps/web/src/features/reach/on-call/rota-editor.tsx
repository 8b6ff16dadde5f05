import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RotaShiftFieldsFragment, RotaShiftInput } from '../../../gql/graphql';
import { TitledPanel } from '../../../ui/titled-panel';
import type { ChainPerson } from './chain-editor';
import { newShift, rotaDraftProblems, shiftDrafts, shiftInputs, type ShiftDraft } from './on-call-drafts';
import { EditorProblems } from './editor-problems';
import { messageAt, type Refusal } from './on-call-problems';

export type RotaEditorProps = {
  shifts: readonly RotaShiftFieldsFragment[];
  /** The people assigned to the location: the only ones a shift may name. */
  people: ChainPerson[];
  timeZone: string;
  saving: boolean;
  onSave: (shifts: RotaShiftInput[]) => Promise<Refusal | null>;
};

/** ISO weekdays 1 (Monday) … 7 (Sunday) in the reader's language (1 Jan 2024 was a Monday). */
function weekdayOptions(language: string) {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: format.format(Date.UTC(2024, 0, day)) }));
}

/** The location's weekly on-call rota: who is on shift, which day, from and to (the location's clock). */
export function RotaEditor({ shifts: saved, people, timeZone, saving, onSave }: RotaEditorProps) {
  const { t, i18n } = useTranslation();
  const [shifts, setShifts] = useState<ShiftDraft[]>(() => shiftDrafts(saved));
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problems = useMemo(() => rotaDraftProblems(shifts), [shifts]);
  const at = (path: string) => messageAt(t, { problems, refusal, shown }, path);
  const days = useMemo(() => weekdayOptions(i18n.language), [i18n.language]);
  const personOptions = people.map((p) => ({ value: p.id, label: p.displayName }));

  const change = (index: number, patch: Partial<ShiftDraft>) => {
    setRefusal(null);
    setShifts((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  };
  const save = async () => {
    setShown(true);
    if (problems.size > 0) return;
    setRefusal(await onSave(shiftInputs(shifts)));
  };

  return (
    <TitledPanel title={t('onCall.rota.title')}>
      <Text size="sm" c="dimmed">
        {t('onCall.rota.hint', { zone: timeZone })}
      </Text>
      {shifts.length === 0 ? <Text size="sm">{t('onCall.rota.empty')}</Text> : null}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shifts.map((shift, index) => (
          <Paper
            key={shift.key}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-testid="rota-shift"
            aria-label={t('onCall.shiftLabel', { n: index + 1 })}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              {/* Native selects: a phone's own picker, and nothing to portal. */}
              <NativeSelect
                label={t('onCall.rota.person')}
                data={[{ value: '', label: t('onCall.rota.pickPerson') }, ...personOptions]}
                value={shift.userId}
                error={at(`shifts.${index}.userId`)}
                onChange={(e) => change(index, { userId: e.currentTarget.value })}
                w={220}
              />
              <NativeSelect
                label={t('onCall.rota.weekday')}
                data={days}
                value={String(shift.weekday)}
                error={at(`shifts.${index}.weekday`)}
                onChange={(e) => change(index, { weekday: Number(e.currentTarget.value) })}
                w={160}
              />
              <TextInput
                type="time"
                label={t('onCall.rota.start')}
                value={shift.start}
                error={at(`shifts.${index}.startMinute`)}
                onChange={(e) => change(index, { start: e.currentTarget.value })}
                w={130}
              />
              <TextInput
                type="time"
                label={t('onCall.rota.end')}
                value={shift.end}
                error={at(`shifts.${index}.endMinute`)}
                onChange={(e) => change(index, { end: e.currentTarget.value })}
                w={130}
              />
              <ActionIcon
                variant="subtle"
                color="secondary"
                mt={28}
                aria-label={t('onCall.rota.remove', { n: index + 1 })}
                onClick={() => setShifts((all) => all.filter((_, i) => i !== index))}
              >
                ✕
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => setShifts((all) => [...all, newShift()])}>
          {t('onCall.rota.add')}
        </Button>
      </Group>
      <EditorProblems shown={shown} problems={problems} refusal={refusal} testIdPrefix="rota" />
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('onCall.rota.save')}
        </Button>
      </Group>
    </TitledPanel>
  );
}
