import { useEffect } from 'react';
import { readStored, STORAGE_KEYS } from '../storage/storage';
import { changeLanguage, currentLanguage, isLanguage } from './i18n';

/**
 * On a device that has no language of its own yet, adopt the one saved on the account; once the device
 * has a choice, the device's wins (device preferences survive sign-in, see apps/web/README). Used by the
 * signed-in shell and by the company chooser shown before it, which a Spanish member of several companies
 * otherwise read in English.
 */
export function useAccountLanguage(language: string | null | undefined): void {
  useEffect(() => {
    if (isLanguage(language) && readStored(STORAGE_KEYS.language) === null && language !== currentLanguage()) {
      changeLanguage(language).catch((error: unknown) => console.error('Could not apply the account language', error));
    }
  }, [language]);
}
