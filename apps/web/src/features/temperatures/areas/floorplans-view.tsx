import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationEquipmentQuery } from '../../../gql/graphql';
import { AreaCard } from './area-card';
import { AreaNameModal } from './area-name-modal';
import { useAreaActions } from './use-area-actions';

export type FloorplansViewProps = {
  locationId: string;
  data: LocationEquipmentQuery;
  canManage: boolean;
  onChanged: () => Promise<unknown>;
};

/** The location's areas, each with its floorplan; managers add, rename and delete areas and place equipment. */
export function FloorplansView({ locationId, data, canManage, onChanged }: FloorplansViewProps) {
  const { t } = useTranslation();
  const actions = useAreaActions(locationId, onChanged);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed">
          {data.locationAreas.length === 0 ? t('equipment.areas.empty') : t('equipment.areas.intro')}
        </Text>
        {canManage ? (
          <Button variant="light" onClick={() => setAdding(true)}>
            {t('equipment.areas.add')}
          </Button>
        ) : null}
      </Group>
      {data.locationAreas.map((area) => (
        <AreaCard key={area.id} locationId={locationId} area={area} canManage={canManage} actions={actions} />
      ))}
      {data.unassignedAppliances.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('equipment.areas.unassignedNote', { count: data.unassignedAppliances.length })}
        </Text>
      ) : null}
      <AreaNameModal
        opened={adding}
        title={t('equipment.areas.addTitle')}
        initialName=""
        submitLabel={t('equipment.areas.add')}
        onSubmit={(name) => actions.create(name)}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
