import { DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrokenImageIcon } from '../../../ui/icons';
import type { EquipmentRow } from '../equipment-list';
import { dropPosition, type PlanPosition } from './floorplan-geometry';
import { FloorplanMarker } from './floorplan-marker';
import { useProtectedUrl } from '../../../ui/use-protected-url';
import { dragAnnouncements } from '../../../ui/drag-announcements';

export type FloorplanEditorProps = {
  areaName: string;
  imageUrl: string;
  appliances: EquipmentRow[];
  placements: Array<{ applianceId: string; x: number; y: number }>;
  canManage: boolean;
  onPlace: (applianceId: string, position: PlanPosition) => Promise<void>;
  onUnplace: (applianceId: string) => Promise<void>;
};

const PLAN_ID = 'floorplan';

/**
 * An area's floorplan with its equipment. Managers drag equipment from the tray onto the picture (or move
 * it there), with a mouse, a finger or the keyboard (space, arrows, space); positions are kept as
 * fractions of the picture so they fit any screen.
 */
export function FloorplanEditor({ areaName, imageUrl, appliances, placements, canManage, onPlace, onUnplace }: FloorplanEditorProps) {
  const { t } = useTranslation();
  const image = useProtectedUrl(imageUrl);
  // Where markers were just dropped, shown at once while the server confirms.
  const [pending, setPending] = useState<Record<string, PlanPosition>>({});
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const positionOf = (applianceId: string): PlanPosition | null =>
    pending[applianceId] ?? placements.find((p) => p.applianceId === applianceId) ?? null;
  const placed = appliances.filter((a) => positionOf(a.id) !== null);
  const waiting = appliances.filter((a) => positionOf(a.id) === null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const marker = active.rect.current.translated;
    if (!over || over.id !== PLAN_ID || !marker) return;
    const position = dropPosition(marker, over.rect);
    if (!position) return;
    const applianceId = String(active.id);
    setPending((current) => ({ ...current, [applianceId]: position }));
    onPlace(applianceId, position)
      .catch(() => undefined)
      .finally(() =>
        setPending((current) => {
          const { [applianceId]: _done, ...rest } = current;
          return rest;
        }),
      );
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('equipment.areas.dragInstructions') },
        announcements: dragAnnouncements(t, {
          nameOf: (id) => appliances.find((a) => a.id === id)?.name ?? '',
          placeOf: () => t('dragAndDrop.floorplanOf', { name: areaName }),
        }),
      }}
    >
      <Stack gap="sm">
        <FloorplanPicture areaName={areaName} image={image}>
          {image.objectUrl
            ? placed.map((appliance) => (
                <FloorplanMarker key={appliance.id} appliance={appliance} position={positionOf(appliance.id)} draggable={canManage} />
              ))
            : null}
        </FloorplanPicture>
        {canManage ? (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {waiting.length > 0 ? t('equipment.areas.placeHint') : t('equipment.areas.allPlaced')}
            </Text>
            {waiting.length > 0 ? (
              <Group gap="xs" data-testid="floorplan-tray">
                {waiting.map((appliance) => (
                  <FloorplanMarker key={appliance.id} appliance={appliance} position={null} draggable={Boolean(image.objectUrl)} />
                ))}
              </Group>
            ) : null}
            {placed.length > 0 ? (
              <Group gap="xs">
                {placed.map((appliance) => (
                  <Button key={appliance.id} size="compact-xs" variant="subtle" color="gray" onClick={() => void onUnplace(appliance.id)}>
                    {t('equipment.areas.unplace', { name: appliance.name })}
                  </Button>
                ))}
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </DndContext>
  );
}

type FloorplanPictureProps = { areaName: string; image: { objectUrl: string | null; failed: boolean }; children: ReactNode };

/** The picture and the drop target; it must render inside the DndContext to register as droppable. */
function FloorplanPicture({ areaName, image, children }: FloorplanPictureProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: PLAN_ID });
  return (
    <Box
      ref={setNodeRef}
      pos="relative"
      data-testid="floorplan"
      role="group"
      aria-label={t('equipment.areas.floorplanOf', { name: areaName })}
      style={{
        outline: isOver ? '3px dashed var(--mantine-color-primary-6)' : undefined,
        borderRadius: 8,
        background: 'var(--mantine-color-gray-0)',
        minHeight: image.objectUrl ? undefined : 160,
      }}
    >
      {image.objectUrl ? (
        <img
          src={image.objectUrl}
          alt={t('equipment.areas.floorplanOf', { name: areaName })}
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
        />
      ) : (
        <Center h={160} c="dimmed">
          {image.failed ? <BrokenImageIcon size={28} aria-label={t('common.brokenImage')} /> : <Loader size="sm" />}
        </Center>
      )}
      {children}
    </Box>
  );
}
