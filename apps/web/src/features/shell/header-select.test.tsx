// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithMantine, stubResizeObserver } from '../../test-support/dom';
import { HeaderSelect } from './header-select';

beforeAll(async () => {
  await prepareDom();
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCATIONS = [
  { value: 'a', label: 'Harbor Downtown' },
  { value: 'b', label: 'Harbor Uptown' },
];

describe('HeaderSelect', () => {
  it('first shows the choice in a read-only field, and a touch loads the select already open', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0); // no idle moment: only the touch loads it
    const onChange = vi.fn();
    renderWithMantine(<HeaderSelect label="Location" data={LOCATIONS} value="a" onChange={onChange} width={220} />);
    const field = screen.getByRole('textbox', { name: 'Location' });
    expect((field as HTMLInputElement).value).toBe('Harbor Downtown');
    // A picker, not a disabled field: it stays this until touched.
    expect(field.getAttribute('aria-disabled')).toBeNull();
    expect(field.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(field);
    const option = await screen.findByRole('option', { name: 'Harbor Uptown' }, { timeout: 5_000 });
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('b'));
  });

  it('opens from the keyboard too', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    renderWithMantine(<HeaderSelect label="Location" data={LOCATIONS} value="a" onChange={() => undefined} width={220} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Location' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Harbor Uptown' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('stays the read-only field once the page is idle, until it is touched', async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
    renderWithMantine(<HeaderSelect label="Location" data={LOCATIONS} value="b" onChange={() => undefined} width={220} />);
    // The idle moment downloads the select's code, and renders nothing new (issue 20: blocking time).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const field = screen.getByRole('textbox', { name: 'Location' });
    expect(field.getAttribute('aria-disabled')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('Harbor Uptown');
    fireEvent.click(field);
    expect(await screen.findByRole('option', { name: 'Harbor Downtown' }, { timeout: 5_000 })).toBeTruthy();
  });
});
