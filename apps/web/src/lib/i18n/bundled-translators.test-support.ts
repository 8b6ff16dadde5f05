import { createInstance, type TFunction } from 'i18next';
import { en } from './en';
import { es } from './es';

/** A `t` per bundled language, as the app words messages (for tests that check the words themselves). */
export async function bundledTranslators(): Promise<Record<'en' | 'es', TFunction>> {
  const translators = {} as Record<'en' | 'es', TFunction>;
  for (const [lng, bundle] of [
    ['en', en],
    ['es', es],
  ] as const) {
    const instance = createInstance();
    await instance.init({ lng, resources: { [lng]: { translation: bundle } }, interpolation: { escapeValue: false } });
    translators[lng] = instance.t;
  }
  return translators;
}
