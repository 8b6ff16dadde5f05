import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { es } from '../lib/i18n/es';
import { prepareDom } from './dom';

/**
 * The hooks of a component test file that renders in English and Spanish: the DOM prepared with both
 * bundles, and after each test the screen unmounted and the language back to English.
 */
export function setUpBilingualDom(): void {
  beforeAll(async () => {
    await prepareDom();
    i18next.addResourceBundle('es', 'translation', es, true, true);
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });
}
