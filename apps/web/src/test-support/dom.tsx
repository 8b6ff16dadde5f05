import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { en } from '../lib/i18n/en';

/**
 * What a jsdom component test needs before rendering: jsdom has no matchMedia (MantineProvider asks it
 * for the colour scheme) nor ResizeObserver, and components translate through i18next with the English bundle.
 */
export async function prepareDom(): Promise<void> {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  stubResizeObserver();
  // As the app does (lib/i18n/i18n.ts): React escapes, so i18next must not turn '/' into '&#x2F;'.
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
}

/** jsdom has no ResizeObserver; Mantine's selects, scroll areas and segmented controls measure themselves with one. */
function stubResizeObserver(): void {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders inside the Mantine theme provider, as the app does. */
export function renderWithMantine(node: ReactNode) {
  return render(<MantineProvider>{node}</MantineProvider>);
}
