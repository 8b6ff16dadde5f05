import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { enPublic } from '../en-public';
import { es } from '../es';
import { I18nLite } from './i18next-lite';
import i18nextLite from './i18next-lite';
import { useTranslation } from './react-i18next-lite';

type Messages = { [key: string]: string | Messages };

/** Every key of a bundle, with the base key of each plural form (`x` for `x_one`) too. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value !== 'string') return [path, ...keysOf(value, `${path}.`)];
    const plural = /_(zero|one|two|few|many|other)$/.exec(path);
    return plural ? [path, path.slice(0, plural.index)] : [path];
  });
}

/** Values for every placeholder the messages name, some of them looking like placeholders or nesting. */
function valuesFor(messages: Messages): Record<string, unknown> {
  const names = new Set([...JSON.stringify(messages).matchAll(/{{(.+?)}}/g)].map((match) => match[1]!.trim()));
  return Object.fromEntries([...names].map((name, index) => [name, index % 3 === 0 ? `«${name}» {{count}} $t(common.close) $&` : index]));
}

/** The app's setup (lib/i18n/i18n.ts): public English at start, the rest added with the shell, Spanish on demand. */
async function bothLibraries() {
  const real = createInstance();
  await real.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: enPublic } }, interpolation: { escapeValue: false } });
  const lite = new I18nLite();
  await lite.init({ lng: 'en', resources: { en: { translation: enPublic as unknown as Messages } } });
  // A key only English has, to see Spanish fall back to it.
  const withExtra = { ...en, onlyInEnglish: 'Only {{what}} in English' };
  for (const library of [real, lite] as const) {
    library.addResourceBundle('en', 'translation', withExtra, true, false);
    library.addResourceBundle('es', 'translation', es);
  }
  return { real, lite };
}

describe('i18next-lite', () => {
  it('gives the same text as i18next for every key of both languages, with and without counts and values', async () => {
    const { real, lite } = await bothLibraries();
    const keys = [...new Set([...keysOf(en as unknown as Messages), ...keysOf(es as unknown as Messages)])];
    keys.push('onlyInEnglish', 'missing.key', 'common.missing', 'auth');
    const values = valuesFor(en as unknown as Messages);
    const variants: Array<Record<string, unknown>> = [
      {},
      values,
      ...[0, 1, 2, 5, 1.5, 1_000_000].map((count) => ({ ...values, count })),
      { count: '3' },
      { name: null, location: undefined },
    ];
    let compared = 0;
    for (const language of ['en', 'es'] as const) {
      await real.changeLanguage(language);
      await lite.changeLanguage(language);
      for (const key of keys) {
        for (const options of variants) {
          expect(lite.t(key, options), `${language} ${key} ${JSON.stringify(options)}`).toBe(real.t(key as never, options as never));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  }, 30_000); // every message of both languages through two libraries: ~2 s alone, far more on a busy 2-core box

  it('translates into another language on request and with a fixed language, as i18next does', async () => {
    const { real, lite } = await bothLibraries();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['titles.dashboard', { lng: 'es' }],
      ['titles.dashboard', { lng: 'en' }],
      ['dashboard.openAlertsCount', { lng: 'es', count: 3 }],
    ];
    for (const [key, options] of cases) expect(lite.t(key, options)).toBe(real.t(key as never, options as never));
    expect(lite.getFixedT('es')('titles.dashboard')).toBe(real.getFixedT('es')('titles.dashboard'));
    expect(lite.getFixedT('es')('titles.dashboard')).not.toBe(lite.t('titles.dashboard'));
  });

  it('keeps the messages it has when a bundle is added without overwriting, as i18next does', async () => {
    const lite = new I18nLite();
    await lite.init({ lng: 'en', resources: { en: { translation: { common: { close: 'Close' } } } } });
    lite.addResourceBundle('en', 'translation', { common: { close: 'Shut', back: 'Back' }, nav: { main: 'Main' } }, true, false);
    expect([lite.t('common.close'), lite.t('common.back'), lite.t('nav.main')]).toEqual(['Close', 'Back', 'Main']);
    expect(lite.hasResourceBundle('es', 'translation')).toBe(false);
  });

  it('never changes the bundles it was given, however they are merged (it shares them instead of copying)', async () => {
    const publicBundle = { common: { close: 'Close' }, auth: { signIn: 'Sign in' } };
    const shell = { common: { close: 'Shut', back: 'Back' }, nav: { main: 'Main' } };
    const later = { common: { back: 'Return', next: 'Next' }, nav: { more: 'More' } };
    const given = JSON.stringify([publicBundle, shell, later]);
    const lite = new I18nLite();
    await lite.init({ lng: 'en', resources: { en: { translation: publicBundle } } });
    lite.addResourceBundle('en', 'translation', shell, true, false);
    lite.addResourceBundle('en', 'translation', later, true, true);
    lite.addResourceBundle('en', 'translation', { extra: 'Extra' });
    expect(JSON.stringify([publicBundle, shell, later])).toBe(given);
    const keys = ['common.close', 'common.back', 'common.next', 'nav.main', 'nav.more', 'auth.signIn', 'extra'];
    expect(keys.map((key) => lite.t(key))).toEqual(['Close', 'Return', 'Next', 'Main', 'More', 'Sign in', 'Extra']);
    // A second instance given the same bundles starts from them as they were.
    const other = new I18nLite();
    await other.init({ lng: 'en', resources: { en: { translation: publicBundle } } });
    expect([other.t('common.back'), other.t('nav.main')]).toEqual(['common.back', 'nav.main']);
  });

  it("re-renders a component in the new language, react-i18next's useTranslation", async () => {
    await i18nextLite.init({ lng: 'en', resources: { en: { translation: en as unknown as Messages } } });
    i18nextLite.addResourceBundle('es', 'translation', es as unknown as Messages);
    function Title() {
      const { t, i18n } = useTranslation();
      return (
        <p>
          {t('titles.dashboard')} ({i18n.language})
        </p>
      );
    }
    render(<Title />);
    expect(screen.getByText('Dashboard (en)')).toBeTruthy();
    await act(() => i18nextLite.changeLanguage('es'));
    expect(screen.getByText(`${es.titles.dashboard} (es)`)).toBeTruthy();
    await act(() => i18nextLite.changeLanguage('en'));
  });
});
