/** Public API of the media feature (the quest and training editors pick library files with it). */
export { MediaPickerButton, type MediaPickerButtonProps } from './media-picker-button';
export type { MediaItem } from './media.operations';
