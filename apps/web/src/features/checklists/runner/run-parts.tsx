import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionFieldsFragment } from '../../../gql/graphql';
import { PartAttachments } from './part-attachments';

/** Descriptions of a training keep the author's line breaks; a quest's flow as one paragraph. */
const LINE_BREAKS = { whiteSpace: 'pre-line' } as const;

/** 'n of m answered' and its bar, above the parts being answered. */
export function RunProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">{t('quests.run.answered', { count: answered, total })}</Text>
      <Progress value={total ? (answered / total) * 100 : 0} aria-label={t('quests.run.progress')} />
    </Stack>
  );
}

export type RunSectionHeadingProps = { name: string; description: string; keepLineBreaks?: boolean };

/** A section marker between the parts being answered: its name and description. */
export function RunSectionHeading({ name, description, keepLineBreaks }: RunSectionHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} mt="sm">
      <Title order={2} size="h4">
        {name || t('quests.editor.untitledSection')}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" style={keepLineBreaks ? LINE_BREAKS : undefined}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}

export type RunActionCardProps = {
  action: Pick<ActionFieldsFragment, 'type' | 'name' | 'description' | 'attachments'>;
  keepLineBreaks?: boolean;
  testId: string;
  /** The answer control. */
  children: ReactNode;
};

/** One action being answered: its name and description where needed, its attachments, the answer control. */
export function RunActionCard({ action, keepLineBreaks, testId, children }: RunActionCardProps) {
  // Temperatures and choices carry the name and description as their control's label.
  const showHeading = action.type === 'INSTRUCTION' || action.type === 'PHOTO' || action.type === 'FILE';
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="xs">
        {showHeading ? (
          <>
            <Text fw={600}>{action.name}</Text>
            {action.description ? (
              <Text size="sm" c="dimmed" style={keepLineBreaks ? LINE_BREAKS : undefined}>
                {action.description}
              </Text>
            ) : null}
          </>
        ) : null}
        <PartAttachments attachments={action.attachments} />
        {children}
      </Stack>
    </Paper>
  );
}
