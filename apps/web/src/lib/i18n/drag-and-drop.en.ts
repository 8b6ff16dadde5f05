/**
 * What a screen reader hears while something is dragged (`dragAndDrop.*`): dnd-kit's own sentences are
 * English and name the raw ids ("Draggable item 5f0c… was dropped over droppable area 9a1e…").
 */
export const dragAndDropEn = {
  pickedUp: 'Picked up {{name}}.',
  over: '{{name}} is over {{place}}.',
  notOver: '{{name}} is no longer over a place to drop it.',
  dropped: '{{name}} was dropped over {{place}}.',
  droppedNowhere: '{{name}} was dropped and stays where it was.',
  cancelled: 'Moving {{name}} was cancelled; it stays where it was.',
  position: 'position {{position}} of {{count}}',
  floorplanOf: 'the floorplan of {{name}}',
  sortInstructions:
    'Press space or enter to pick up the part, use the arrow keys to move it, and press space or enter again to drop it. Press escape to cancel.',
};
