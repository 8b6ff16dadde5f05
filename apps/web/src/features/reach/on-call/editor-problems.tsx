import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProblemsByPath } from './on-call-drafts';
import { problemText, type Refusal } from './on-call-problems';

/**
 * Under a chain or rota editor: every problem it found (once the person tried to save), and an API refusal
 * that names no control. Test ids are `<testIdPrefix>-problems` and `<testIdPrefix>-refusal`.
 */
export function EditorProblems({
  shown,
  problems,
  refusal,
  testIdPrefix,
}: {
  shown: boolean;
  problems: ProblemsByPath;
  refusal: Refusal | null;
  testIdPrefix: 'chain' | 'rota';
}) {
  const { t } = useTranslation();
  return (
    <>
      {shown && problems.size > 0 ? (
        <Alert color="secondary" title={t('onCall.problemsIntro')} data-testid={`${testIdPrefix}-problems`}>
          <List size="sm">
            {[...problems.entries()].map(([path, p]) => (
              <List.Item key={path}>{problemText(t, p)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {refusal && refusal.path === null ? (
        <Alert color="secondary" data-testid={`${testIdPrefix}-refusal`}>
          {refusal.message}
        </Alert>
      ) : null}
    </>
  );
}
