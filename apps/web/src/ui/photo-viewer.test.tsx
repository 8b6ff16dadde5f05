// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBilingualDom } from '../test-support/bilingual-dom';
import { renderWithMantine } from '../test-support/dom';
import { PhotoThumbnails } from './photo-viewer';

setUpBilingualDom();

const photo = {
  id: 'f1',
  name: 'Walk-in shelf.jpg',
  url: '/files/f1/original',
  thumbnail: '/files/f1/small',
  large: '/files/f1/xlarge',
};

// The outside world of a protected picture: the download and the blob URL jsdom does not make.
const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, blob: async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) };
    }),
  );
  URL.createObjectURL = (blob: Blob) => `blob:test/${blob.size}`;
});
afterEach(() => vi.unstubAllGlobals());

describe('PhotoThumbnails', () => {
  it('opens a picture large (the biggest stored width) with its name as alt text, and closes on Esc', async () => {
    renderWithMantine(<PhotoThumbnails photos={[photo]} size={64} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Walk-in shelf.jpg full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in shelf.jpg' });
    const large = await screen.findByTestId('answer-picture-full');
    expect(large.getAttribute('alt')).toBe('Walk-in shelf.jpg');
    await waitFor(() => expect(fetched).toContain('/files/f1/xlarge'));
    expect(fetched).not.toContain('/files/f1/original');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its close button, named in Spanish too', async () => {
    await i18next.changeLanguage('es');
    renderWithMantine(<PhotoThumbnails photos={[{ ...photo, large: null }]} size={64} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir Walk-in shelf.jpg a tamaño completo' }));
    await screen.findByRole('dialog');
    // Without a sized rendition the original is shown.
    await waitFor(() => expect(fetched).toContain('/files/f1/original'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
