import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '../storage/storage';
import type { TitleKey } from '../route-handle';
import { enPublic } from './en-public';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Lazily imported bundles; English's public part is bundled and always present. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, unknown>>> = {
  es: () => import('./es').then((module) => module.es),
};

/**
 * Adds the English messages of the signed-in screens (the entry carries only the public screens' part,
 * en-public.ts). The app router loads them with the shell, before any signed-in screen renders.
 */
export async function loadScreenMessages(): Promise<void> {
  const { en } = await import('./en');
  i18next.addResourceBundle('en', 'translation', en, true, false);
}

/** Initialises i18next with the public English messages and the stored language (loading its bundle first). */
export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: enPublic } },
    interpolation: { escapeValue: false },
  });
  const stored = readStored(STORAGE_KEYS.language);
  if (isLanguage(stored) && stored !== 'en') {
    try {
      await changeLanguage(stored);
    } catch (error) {
      console.error('Could not load the stored language', error);
    }
  }
  return i18next;
}

/** Loads the language's bundle on demand, switches to it and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const messages = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', messages);
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  writeStored(STORAGE_KEYS.language, language);
}

/** The active language. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** English page title, whatever the active language (analytics page names). */
export function englishTitle(key: TitleKey): string {
  return i18next.t(`titles.${key}`, { lng: 'en' });
}

export { i18next };
