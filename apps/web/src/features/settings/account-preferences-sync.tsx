import { useEffect } from 'react';
import { useAccountLanguage } from '../../lib/i18n/use-account-language';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { useStoredValue } from '../../lib/storage/use-stored-value';
import { useWorkspace } from '../workspace';

/**
 * On a device that has no unit or language of its own yet, adopt the ones saved on the account (Settings
 * saves both), so a person who chose °C on the office computer sees °C on the kitchen tablet too. Once the
 * device has a choice, the device's choice wins (device preferences survive sign-in, see apps/web/README).
 * Mounted once inside the signed-in shell.
 */
export function AccountPreferencesSync() {
  const { me } = useWorkspace();
  const [storedUnit, setStoredUnit] = useStoredValue(STORAGE_KEYS.temperatureUnit);
  const unit = me?.temperatureUnit;
  const language = me?.language;
  useEffect(() => {
    if (unit && storedUnit === null) setStoredUnit(unit);
  }, [unit, storedUnit, setStoredUnit]);
  useAccountLanguage(language);
  return null;
}
