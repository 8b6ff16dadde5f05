import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScoreBadge } from '../score-badge';

export type RunResultCardProps = {
  /** 'Submitted' in the kind's words. */
  heading: string;
  scoreLabel: string;
  score: number | null;
  /** Shown after the score (a training's PASSED / FAILED). */
  scoreExtra?: ReactNode;
  /** What follows: fix-its raised or the certificate, then the way on. */
  children: ReactNode;
};

/** After submitting a checklist or training: that it is in, the score, and what comes of it. */
export function RunResultCard({ heading, scoreLabel, score, scoreExtra, children }: RunResultCardProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{heading}</Text>
        <Group gap="xs">
          <Text>{scoreLabel}</Text>
          <ScoreBadge score={score} />
          {scoreExtra}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
