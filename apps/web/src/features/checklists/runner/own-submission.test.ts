import { describe, expect, it } from 'vitest';
import { ownSubmissionOf } from './run-submitted';

// "Checklist submitted" offers "View submission" and lists the raised fix-its also when this page did not send the submit itself (another
// send pass of the outbox did, or the person submitted on another device): the activation carries the record.
describe('the submission a finished run links to', () => {
  const fixits = [{ id: 'fixit-1', action: { name: 'Fridge door seal' } }];
  const submitted = { id: 'sub-1', submittedAt: '2026-12-04T20:00:00.000Z', submittedBy: { id: 'cook' }, fixits };

  it("is the activation's record, with the fix-its it raised, when the viewer submitted it", () => {
    expect(ownSubmissionOf(submitted, 'cook')).toMatchObject({ id: 'sub-1', fixits });
  });

  it("is none for another person's submit (a Basic User may not open it), an unsubmitted record, or before the viewer is known", () => {
    expect(ownSubmissionOf(submitted, 'porter')).toBeNull();
    expect(ownSubmissionOf({ ...submitted, submittedAt: null }, 'cook')).toBeNull();
    expect(ownSubmissionOf(submitted, undefined)).toBeNull();
    expect(ownSubmissionOf(null, 'cook')).toBeNull();
  });
});
