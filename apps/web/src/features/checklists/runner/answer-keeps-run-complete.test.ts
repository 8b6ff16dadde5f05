import { Kind, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ActivationRunDocument, AnswerQuestActionDocument } from './runner.operations';

/** The selection under `path` (field names from the operation's root), as field names and fragment spreads. */
function selectionAt(document: DocumentNode, path: string[]): string[] {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  let set: SelectionSetNode | undefined = operation?.selectionSet;
  for (const name of path) {
    const field = set?.selections.find(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === name,
    );
    set = field?.selectionSet;
  }
  if (!set) throw new Error(`nothing selected at ${path.join('.')}`);
  return set.selections.map((selection) =>
    selection.kind === Kind.FIELD
      ? selection.name.value
      : selection.kind === Kind.FRAGMENT_SPREAD
        ? `...${selection.name.value}`
        : '(inline)',
  );
}

describe('answering an action', () => {
  // The first answer creates the submission. When the answer's result leaves out a field the run screen
  // reads, Apollo finds the screen's query incomplete, shows no data while it asks the server again, and
  // that late answer (read before the next answer was stored) overwrote the answers: "1 of 2 answered"
  // for a moment, and a submit then asked to confirm "0 actions are not answered" (a flaky e2e run).
  it('returns every field of the submission the run screen shows, so the screen never asks again', () => {
    const shown = selectionAt(ActivationRunDocument, ['questActivation', 'submission']);
    const returned = selectionAt(AnswerQuestActionDocument, ['answerQuestAction', 'submission']);
    expect(shown.filter((field) => !returned.includes(field))).toEqual([]);
  });
});
