/**
 * An e-mail the engine owes once its transaction has committed: about an alert, or a batch's food stage.
 * Outside engine/ because both sides use it: the engine produces notices, alert-notifications.service sends them.
 */
export type AlertNotice = { alertId: string; kind: 'DETECTED' | 'SNOOZE_EXPIRED' } | { foodBatchId: string; kind: 'FOOD_STAGE' };
