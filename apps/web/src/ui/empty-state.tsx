import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type EmptyStateProps = { title: string; children: ReactNode };

/** A screen's honest empty state: what will appear here, no made-up data. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{children}</Text>
      </Paper>
    </Stack>
  );
}
