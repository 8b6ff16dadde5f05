import { useDraggable } from '@dnd-kit/core';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { equipmentStatus, type EquipmentRow } from '../equipment-list';
import { useTemperatureFormat } from '../use-temperature-format';

const STATUS_COLORS = {
  IN_RANGE: 'var(--mantine-color-primary-7)',
  TOO_WARM: 'var(--mantine-color-secondary-7)',
  TOO_COLD: 'var(--mantine-color-secondary-7)',
  OFFLINE: 'var(--mantine-color-tertiary-7)',
  NO_READING: 'var(--mantine-color-gray-6)',
  NO_SENSOR: 'var(--mantine-color-gray-6)',
} as const;

export type FloorplanMarkerProps = {
  appliance: EquipmentRow;
  /** Position on the plan (fractions); none for a chip waiting in the tray. */
  position: { x: number; y: number } | null;
  draggable: boolean;
};

/**
 * One piece of equipment on (or waiting beside) a floorplan: name, current temperature, status colour.
 * The colour is on the border only (text in a status colour on the plan read 3.3:1 in grey), and the
 * status is also said in words for screen readers; the marker's name is its own text ("Walk-in 38 °F
 * Too warm"), not an aria-label a plain div may not carry. A draggable one is a button (dnd-kit's
 * attributes) described by the drag instructions.
 */
export function FloorplanMarker({ appliance, position, draggable }: FloorplanMarkerProps) {
  const { t } = useTranslation();
  const format = useTemperatureFormat();
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: appliance.id,
    disabled: !draggable,
  });
  const status = equipmentStatus(appliance);
  const reading = appliance.primarySensor?.latestData?.temperature;
  const drag = transform ? ` translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
  const style: CSSProperties = position
    ? {
        position: 'absolute',
        left: `${position.x * 100}%`,
        top: `${position.y * 100}%`,
        transform: `translate(-50%, -50%)${drag}`,
      }
    : { position: 'relative', transform: drag || undefined };

  return (
    <Box
      ref={setNodeRef}
      {...(draggable ? listeners : {})}
      {...(draggable ? attributes : {})}
      data-testid={position ? 'floorplan-marker' : 'floorplan-tray-item'}
      data-appliance-id={appliance.id}
      style={{
        ...style,
        zIndex: isDragging ? 10 : 1,
        cursor: draggable ? (isDragging ? 'grabbing' : 'grab') : 'default',
        touchAction: 'none',
        lineHeight: 1.2,
        background: 'var(--mantine-color-body)',
        border: `2px solid ${STATUS_COLORS[status]}`,
        borderRadius: 8,
        padding: '2px 8px',
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : 'var(--mantine-shadow-xs)',
        whiteSpace: 'nowrap',
        userSelect: 'none',
      }}
    >
      <Text size="xs" fw={600} span>
        {appliance.name}
      </Text>
      {reading != null ? (
        <Text size="xs" span fw={700} ml={6}>
          {format.temperature(reading)}
        </Text>
      ) : null}
      <VisuallyHidden> {t(`equipment.status.${status}`)}</VisuallyHidden>
    </Box>
  );
}
