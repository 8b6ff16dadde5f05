import { ComboboxChevron, Input } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyRetrying } from '../../lib/retry-module-load';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';

const Select = lazyRetrying(() => import('./header-select-control'));

/** Keys that open a select from the keyboard. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface HeaderSelectProps {
  label: string;
  data: Array<{ value: string; label: string }>;
  value: string | null;
  onChange: (value: string) => void;
  width: number;
}

/**
 * A select of the header (company, location). Its first paint is a read-only field showing the choice,
 * the same size and look; Mantine's Select (its dropdown, positioning and scroll area: about 30 KiB gzip of
 * JavaScript) loads once the page is idle after loading, or at once when the field is touched, and
 * then opens. So no signed-in screen's first load waits for it (issue 20: /dashboard on a phone).
 */
export function HeaderSelect({ label, data, value, onChange, width }: HeaderSelectProps) {
  const idle = useIdleAfterLoad();
  const [touched, setTouched] = useState(false);
  const shown = data.find((item) => item.value === value)?.label ?? '';
  const placeholder = (
    <Input
      readOnly
      aria-label={label}
      // Not usable yet: a tap loads the real select, which opens by itself.
      aria-disabled
      placeholder={label}
      value={shown}
      size="sm"
      w={width}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      // On the click (the gesture's end), not on pointer down: the select then mounts open, and no click
      // of the same gesture lands on it to close it again.
      onClick={() => setTouched(true)}
      onKeyDown={(event) => {
        if (OPENING_KEYS.has(event.key)) setTouched(true);
      }}
    />
  );
  if (!idle && !touched) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Select
        aria-label={label}
        placeholder={label}
        data={data}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        searchable={data.length > 8}
        size="sm"
        w={width}
        defaultDropdownOpened={touched}
        autoFocus={touched}
      />
    </Suspense>
  );
}
