import { Paper, Stack, Title, type MantineSpacing, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type TitledPanelProps = {
  title: ReactNode;
  /** Space between the title and each child. */
  gap?: MantineSpacing | StackProps['gap'];
  children: ReactNode;
};

/** A bordered section of a screen under its own heading (h2 in the size of an h4). */
export function TitledPanel({ title, gap = 'sm', children }: TitledPanelProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
