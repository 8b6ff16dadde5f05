import { ComboboxChevron, Input } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyRetrying, loadRetrying } from '../../lib/retry-module-load';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';

const loadSelect = () => import('./header-select-control');
const Select = lazyRetrying(loadSelect);

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
 * A select of the header (company, location). It shows as a read-only field with the choice, the same
 * size and look, until it is touched; Mantine's Select (its dropdown, positioning and scroll area: about
 * 30 KiB gzip of JavaScript) then takes its place, open. Its code downloads once the page is idle after
 * loading (or at the touch), but it is rendered only then: mounting two Selects in the idle moment was
 * one task of ~50 ms at full speed, which a phone's total blocking time counts four times over (issue 20).
 */
export function HeaderSelect({ label, data, value, onChange, width }: HeaderSelectProps) {
  const idle = useIdleAfterLoad();
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (idle) void loadRetrying(loadSelect).catch(() => undefined);
  }, [idle]);
  const shown = data.find((item) => item.value === value)?.label ?? '';
  const placeholder = (
    <Input
      readOnly
      aria-label={label}
      // A picker to assistive technology, as Mantine's Select announces itself (not a disabled field: it
      // stays this until touched, and a tap, Enter, Space or an arrow key brings the real select, open).
      aria-haspopup="listbox"
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
  if (!touched) return placeholder;
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
