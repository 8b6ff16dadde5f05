/** Public API of the settings feature. */
export { AccountPreferencesSync } from './account-preferences-sync';
