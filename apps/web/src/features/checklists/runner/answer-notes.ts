import { useCallback, useState } from 'react';
import type { AnswerFieldsFragment, QuestAnswerInput } from '../../../gql/graphql';

/**
 * The input that gives a saved answer again, as the server stored it (a temperature in °C): how a note
 * added after the answer reaches the server, with the same value, through the same outbox.
 */
export function answerInputOf(answer: AnswerFieldsFragment): QuestAnswerInput {
  switch (answer.action.type) {
    case 'TEMPERATURE':
      return answer.temperatureCelsius === null ? {} : { temperature: answer.temperatureCelsius, unit: 'C' };
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return { optionIndexes: [...answer.optionIndexes] };
    case 'PHOTO':
    case 'FILE':
      return { fileIds: answer.files.map((file) => file.id) };
    default:
      return { acknowledged: answer.acknowledged ?? false };
  }
}

/**
 * The notes the cook typed on this page, by part: one typed before the action is answered travels with
 * its first answer, and every later answer carries the note it has now (an answer replaces its note).
 */
export function useAnswerNotes() {
  const [typed, setTyped] = useState<ReadonlyMap<string, string>>(new Map());
  const keep = useCallback((partId: string, note: string) => setTyped((previous) => new Map(previous).set(partId, note)), []);
  const noteOf = useCallback(
    (partId: string, shown: AnswerFieldsFragment | undefined): string | null => {
      const note = typed.has(partId) ? typed.get(partId) : shown?.note;
      return note ? note : null;
    },
    [typed],
  );
  return { keep, noteOf };
}
