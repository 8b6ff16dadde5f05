// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { setUpBilingualDom } from '../../test-support/bilingual-dom';
import { renderWithMantine } from '../../test-support/dom';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

setUpBilingualDom();

const page = () => (
  <>
    <SkipLink />
    <nav>
      <a href="/dashboard">Dashboard</a>
    </nav>
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <h1>Temperatures</h1>
    </main>
  </>
);

describe('SkipLink', () => {
  it('moves the focus past the navigation to the page area, without changing the address', () => {
    renderWithMantine(page());
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe('');
  });

  it('is in Spanish for a Spanish viewer', async () => {
    await i18next.changeLanguage('es');
    renderWithMantine(page());
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeTruthy();
  });
});
