import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { answerColumns } from './quests.js';

/**
 * Answers that reached the server after another device submitted the activation, given (by the device's
 * clock, inside the window) before that submit (issue 41 item 2; docs/decisions/0182-shared-checklist-merge.md).
 * Kept as late evidence on the submitted record: listed under the answer the record kept for the same
 * action (the first given), never scored, never raising fix-its. The columns follow quest_answers'.
 */
export const questLateAnswers = pgTable(
  'quest_late_answers',
  {
    // As quest_answers' (a FILES value's fileIds are the evidence's files).
    ...answerColumns(),
    /** When it was given, by the device's clock (checked as any offline answer's). */
    answeredAt: tstz('answered_at').notNull(),
    /** When it reached the server, after the submit. */
    receivedAt: tstz('received_at').notNull().defaultNow(),
    /** The device's own name for itself ("Android · Chrome · #3F2A"), as it sent it. */
    device: text('device'),
    /** The device's id of the answer: a second send changes nothing. Unique over all clients. */
    clientAnswerId: uuid('client_answer_id').notNull(),
  },
  (t) => [
    index('quest_late_answers_submission_idx').on(t.submissionId),
    index('quest_late_answers_client_idx').on(t.clientId),
    uniqueIndex('quest_late_answers_client_answer_key').on(t.clientAnswerId),
  ],
);
