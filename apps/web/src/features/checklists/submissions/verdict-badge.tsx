import { Badge } from '@mantine/core';

/** A judged answer's verdict: green when it passed (compliant, correct), red otherwise. */
export function VerdictBadge({ ok, children }: { ok: boolean; children: string }) {
  return (
    <Badge color={ok ? 'primary' : 'secondary'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}
