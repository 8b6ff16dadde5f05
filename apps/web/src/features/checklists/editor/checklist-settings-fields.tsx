import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../workspace';
import type { ChecklistKind } from '../checklist-kind';
import type { ChecklistBasics } from './use-checklist-basics';

export type ChecklistFieldsProps = { kind: ChecklistKind; basics: ChecklistBasics; disabled: boolean };

/** The name (required, 200 characters) and description (4000) of a quest or training. */
export function NameDescriptionFields({ kind, basics, disabled }: ChecklistFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t(`${kind}.editor.name`)}
        value={basics.name}
        onChange={(e) => basics.setName(e.currentTarget.value)}
        error={basics.errors.name}
        disabled={disabled}
        maxLength={200}
        required
      />
      <Textarea
        label={t(`${kind}.editor.description`)}
        value={basics.description}
        onChange={(e) => basics.setDescription(e.currentTarget.value)}
        autosize
        minRows={2}
        disabled={disabled}
        maxLength={4000}
      />
    </>
  );
}

/** Where a quest or training runs: the viewer's locations to choose from. */
export function ChecklistLocationsSelect({ kind, basics, disabled }: ChecklistFieldsProps) {
  const { t } = useTranslation();
  const { locations } = useWorkspace();
  return (
    <MultiSelect
      label={t(`${kind}.locations`)}
      data={[
        ...locations.map((l) => ({ value: l.id, label: l.name })),
        // It may also run where the viewer has no access; keep those visible but fixed.
        ...basics.current
          .filter((l) => !locations.some((own) => own.id === l.id))
          .map((l) => ({ value: l.id, label: l.name, disabled: true })),
      ]}
      value={basics.locationIds}
      onChange={basics.setLocationIds}
      error={basics.errors.locations}
      disabled={disabled}
    />
  );
}
