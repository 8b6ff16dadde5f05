import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChecklistKind } from '../checklist-kind';
import { LocationFilter, type useLocationFilter } from './location-filter';

export type ChecklistListToolbarProps = {
  kind: ChecklistKind;
  filter: ReturnType<typeof useLocationFilter>;
  /** Shows the create button (the viewer's level allows it and a location is selected). */
  canCreate: boolean;
  creating: boolean;
  onCreate: () => void;
};

/** Above a quest or training list: the location filter and, for those who may, the create button. */
export function ChecklistListToolbar({ kind, filter, canCreate, creating, onCreate }: ChecklistListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <LocationFilter value={filter} />
      {canCreate ? (
        <Button onClick={onCreate} loading={creating}>
          {t(`${kind}.create`)}
        </Button>
      ) : null}
    </Group>
  );
}
