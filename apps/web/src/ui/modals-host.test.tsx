// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithMantine } from '../test-support/dom';
import { confirmAction } from './confirm-action';
import { DeferredModalsHost } from './modals-host';

beforeAll(prepareDom);
afterEach(cleanup);

describe('the deferred confirm dialogs host', () => {
  it('renders nothing of Mantine’s Modal until a dialog is asked for, then shows the dialog asked for before it listened', async () => {
    // The idle moment never comes in this test: only the request mounts the host.
    vi.stubGlobal('requestIdleCallback', () => 0);
    const { container } = renderWithMantine(<DeferredModalsHost />);
    expect(container.querySelector(':not(style)')).toBeNull();
    const onConfirm = vi.fn();
    confirmAction({
      title: 'Delete the quest?',
      message: 'Closing checklist will be deleted.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete the quest?' }, { timeout: 5_000 });
    expect(dialog.textContent).toContain('Closing checklist will be deleted.');
    screen.getByRole('button', { name: 'Delete' }).click();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });
});
