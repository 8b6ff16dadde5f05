import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
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
  /**
   * Just submitted on this screen: the Submit button that had focus is gone, so focus moves to this
   * heading (a keyboard or screen reader user would otherwise be left on the page's body).
   */
  focusOnShow?: boolean;
};

/** After submitting a checklist or training: that it is in, the score, and what comes of it. */
export function RunResultCard({ heading, scoreLabel, score, scoreExtra, children, focusOnShow = false }: RunResultCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title ref={headingRef} order={2} size="md" fw={600} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {heading}
        </Title>
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
