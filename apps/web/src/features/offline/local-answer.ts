import { AnswerError, isAnswerCompliant, parseActionProperties, toAnswerValue, type ActionType } from '@ks/domain';
import type { AnswerFieldsFragment } from '../../gql/graphql';
import type { OutboxAnswer } from './outbox-entry';

type Action = { id: string; type: ActionType; name: string; description: string; properties: string };

/**
 * An answer still in the outbox, shaped like the server's so the runner shows it the same way: the value,
 * its compliance by the same domain rule the server applies, and its files by name. `null` when the rule
 * refuses the input (the server would too: the runner's controls do not produce such input).
 */
export function localAnswer(entry: OutboxAnswer, action: Action, saved: AnswerFieldsFragment | undefined): AnswerFieldsFragment | null {
  let value;
  const properties = parseActionProperties(action.type, action.properties);
  const known = (entry.answer.fileIds ?? []).map(
    (id) => saved?.files.find((file) => file.id === id) ?? { id, name: id, url: '', thumbnail: null, large: null, type: '' },
  );
  const waiting = entry.files.map((file, index) => ({
    id: `${entry.id}:${index}`,
    name: file.name,
    url: '',
    thumbnail: null,
    large: null,
    type: file.type,
  }));
  const files = [...known, ...waiting];
  try {
    // Files waiting for their upload count as given: the ids only stand in for the check.
    value = toAnswerValue(action.type, properties, { ...entry.answer, fileIds: files.map((file) => file.id) });
  } catch (error) {
    if (error instanceof AnswerError) return null;
    throw error;
  }
  return {
    id: entry.id,
    partId: entry.partId,
    compliant: isAnswerCompliant(action.type, properties, value),
    temperatureCelsius: value.kind === 'TEMPERATURE' ? value.temperatureCelsius : null,
    optionIndexes: entry.answer.optionIndexes ?? [],
    chosenOptions: [],
    acknowledged: entry.answer.acknowledged ?? null,
    note: entry.answer.note?.trim() || null,
    answeredAt: entry.savedAt,
    files,
    answeredBy: saved?.answeredBy ?? null,
    action,
  };
}
