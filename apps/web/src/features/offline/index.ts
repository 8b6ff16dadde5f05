/** Public API of the offline checklists feature: the device's store and outbox (issue 20 item 4). */
export type { OutboxTransport } from './outbox';
export type { OutboxFile, RefusedEntry } from './outbox-entry';
export { localAnswer } from './local-answer';
export { useChecklistOutbox, type AnswerExtras, type PickedFile, type Submitted } from './use-checklist-outbox';
export { useKeepTodayActivations, useKeptActivation } from './use-kept-activation';
export { useOutboxSender } from './use-outbox-sender';
export { SubmittedOnDevice } from './submitted-on-device';
export { WaitingToSend } from './waiting-to-send';
export { OfflineBanner, useWorkingOffline } from './offline-banner';
export { useWaitingCount } from './use-waiting-count';
export { useOutboxOwner } from './use-checklist-outbox';
export { deviceLabel } from './device-label';
