import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledPanel } from '../../../ui/titled-panel';
import type { ChecklistKind } from '../checklist-kind';

export type ChecklistSettingsPanelProps = {
  kind: ChecklistKind;
  saving: boolean;
  /** The save button is off (read-only, or an upload still running). */
  saveDisabled: boolean;
  onSave: () => void;
  /** The fields. */
  children: ReactNode;
};

/** The editor's 'Settings' panel of a quest or training: its fields, then one save button for all of them. */
export function ChecklistSettingsPanel({ kind, saving, saveDisabled, onSave, children }: ChecklistSettingsPanelProps) {
  const { t } = useTranslation();
  return (
    <TitledPanel title={t(`${kind}.editor.settings`)} gap="md">
      {children}
      <Group justify="flex-end">
        <Button onClick={onSave} loading={saving} disabled={saveDisabled}>
          {t(`${kind}.editor.save`)}
        </Button>
      </Group>
    </TitledPanel>
  );
}
