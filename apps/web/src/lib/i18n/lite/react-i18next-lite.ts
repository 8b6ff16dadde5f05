import { useMemo, useSyncExternalStore } from 'react';
import i18next from './i18next-lite';

/**
 * The part of react-i18next this app uses, over i18next-lite (vite.config.ts aliases `react-i18next` here in
 * the built app): `useTranslation()` gives the active language's `t` and re-renders on a language change, as
 * react-i18next does with its default `bindI18n: 'languageChanged'`.
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return useMemo(() => {
    const t = i18next.getFixedT(null, language);
    const result = [t, i18next, true] as unknown as [typeof t, typeof i18next, boolean] & {
      t: typeof t;
      i18n: typeof i18next;
      ready: boolean;
    };
    return Object.assign(result, { t, i18n: i18next, ready: true });
  }, [language]);
}

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const activeLanguage = () => i18next.language;

/** react-i18next's plugin: i18next-lite is the one instance, so there is nothing to register. */
export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };
