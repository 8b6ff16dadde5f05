import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

export type DragNames = {
  /** The dragged thing's name as the screen shows it ("Walk-in fridge", "Check the fridge"). */
  nameOf: (id: UniqueIdentifier) => string;
  /** Where it is over, as a phrase ("the floorplan of Kitchen", "position 3 of 7"). */
  placeOf: (overId: UniqueIdentifier) => string;
};

/**
 * dnd-kit's live-region sentences in the viewer's language, naming things as the screen does: its own
 * are English and read out ids ("Draggable item 5f0c… was dropped over droppable area 9a1e…").
 */
export function dragAnnouncements(t: TFunction, { nameOf, placeOf }: DragNames): Announcements {
  return {
    onDragStart: ({ active }) => t('dragAndDrop.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dragAndDrop.over', { name: nameOf(active.id), place: placeOf(over.id) })
        : t('dragAndDrop.notOver', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragAndDrop.dropped', { name: nameOf(active.id), place: placeOf(over.id) })
        : t('dragAndDrop.droppedNowhere', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('dragAndDrop.cancelled', { name: nameOf(active.id) }),
  };
}
