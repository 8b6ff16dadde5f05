import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {children}
    </Text>
  );
}

/** A figure of a details screen's summary under its small upper-case label (the value stretches to the cell). */
export function LabelledStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Label>{label}</Label>
      {children}
    </Stack>
  );
}

/** Like LabelledStat, but the value keeps its own width (a badge stays a badge, not a bar). */
export function LabelledField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Label>{label}</Label>
      <div>{children}</div>
    </Stack>
  );
}
