/**
 * The part of i18next this app uses, for the built app (vite.config.ts aliases `i18next` to this module;
 * types still come from i18next, and vitest runs the real library). i18next is 16 KiB gzip of /login's
 * 150 KiB budget (issue 20) for a feature set the app does not use: backends, namespaces, formatters,
 * context, nesting, post-processors. What is kept behaves as i18next 26 configured as lib/i18n/i18n.ts
 * does (one namespace, `escapeValue: false`, English fallback); i18next-lite.test.ts compares the two on
 * every message of both languages.
 *
 * - Keys are paths separated by '.'; a missing key returns the key itself.
 * - `count` picks the plural form `key_<Intl.PluralRules category>` (`key_zero` first for 0), then `key`.
 * - The active language, then English, is searched; `lng` in the options chooses another language.
 * - `{{name}}` is replaced by the option's value (`String(value)`, '' for null); a placeholder without a
 *   value stays as written. Values are inserted as they are: nothing in them is interpolated again.
 */

type Messages = { [key: string]: string | Messages };
type Options = { [name: string]: unknown; lng?: string; count?: unknown; defaultValue?: unknown };
type Listener = (language: string) => void;

const FALLBACK_LANGUAGE = 'en';
const PLACEHOLDER = /{{(.+?)}}/g;

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function lookUp(messages: Messages | undefined, key: string): unknown {
  let current: unknown = messages;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object' || !own(current, part)) return undefined;
    current = (current as Messages)[part];
  }
  return current;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type: 'cardinal' });
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function interpolate(message: string, values: Options): string {
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const variable = name.trim();
    const value = own(values, variable) ? values[variable] : undefined;
    if (value === undefined) return own(values, variable) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

export class I18nLite {
  language = FALLBACK_LANGUAGE;
  private readonly store: Record<string, Messages> = {};
  /**
   * The sections this instance made and may change. A bundle it is given stays shared with the module
   * that exported it (copying the signed-in English bundle took 11–17 ms of a phone's start-up); a merge
   * copies only the sections it changes (copy on write), so the given bundles are never modified.
   */
  private readonly owned = new WeakSet<Messages>();
  private readonly listeners = new Set<Listener>();
  private readonly fixed = new Map<string, (key: string, options?: Options) => string>();

  /** i18next's plugin hook; react-i18next-lite needs no registration. */
  use(): this {
    return this;
  }

  async init(options: { lng?: string; resources?: Record<string, { translation: Messages }> }): Promise<this['t']> {
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      this.addResourceBundle(language, 'translation', namespaces.translation, true, true);
    }
    this.language = options.lng ?? FALLBACK_LANGUAGE;
    return this.t;
  }

  hasResourceBundle(language: string, _namespace: string): boolean {
    return own(this.store, language);
  }

  addResourceBundle(language: string, _namespace: string, messages: Messages, deep = false, overwrite = false): this {
    const existing = this.store[language];
    if (!existing) {
      this.store[language] = messages;
      return this;
    }
    const target = this.ownCopy(existing);
    this.store[language] = target;
    if (deep) this.deepExtend(target, messages, overwrite);
    else Object.assign(target, messages);
    return this;
  }

  /** `section` itself when this instance made it, otherwise a shallow copy it now owns. */
  private ownCopy(section: Messages): Messages {
    if (this.owned.has(section)) return section;
    const copy = { ...section };
    this.owned.add(copy);
    return copy;
  }

  /**
   * Merges `source` into `target` (owned), keeping `target`'s strings unless `overwrite` (i18next's
   * deepExtend). A section only one side has is shared, not copied; one both have is copied before it changes.
   */
  private deepExtend(target: Messages, source: Messages, overwrite: boolean): void {
    for (const key of Object.keys(source)) {
      if (key === '__proto__' || key === 'constructor') continue;
      const incoming = source[key]!;
      const existing = own(target, key) ? target[key] : undefined;
      if (existing === undefined) target[key] = incoming;
      else if (typeof existing === 'string' || typeof incoming === 'string') {
        if (overwrite) target[key] = incoming;
      } else {
        const section = this.ownCopy(existing);
        target[key] = section;
        this.deepExtend(section, incoming, overwrite);
      }
    }
  }

  async changeLanguage(language: string): Promise<this['t']> {
    this.language = language;
    for (const listener of this.listeners) listener(language);
    return this.t;
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  /**
   * A `t` of one language, or of the active language at each call when null (what react-i18next's hook
   * hands out: `language` then only names the function, a new one for each language).
   */
  getFixedT(language: string | null, forLanguage = language ?? ''): (key: string, options?: Options) => string {
    const cacheKey = `${language === null ? 'active' : 'fixed'}:${forLanguage}`;
    let t = this.fixed.get(cacheKey);
    if (!t) {
      t =
        language === null
          ? (key, options) => this.t(key, options)
          : (key, options) => this.t(key, { ...options, lng: (options?.lng as string | undefined) || language });
      this.fixed.set(cacheKey, t);
    }
    return t;
  }

  readonly t = (key: string, options: Options | string = {}): string => {
    const opt: Options = typeof options === 'string' ? { defaultValue: options } : { ...options };
    const language = opt.lng ?? this.language;
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    const plural = opt.count !== undefined && typeof opt.count !== 'string';
    let found: unknown;
    for (const code of languages) {
      const candidates = [key];
      if (plural) {
        candidates.push(`${key}_${pluralCategory(code, opt.count as number)}`);
        if (opt.count === 0) candidates.push(`${key}_zero`);
      }
      for (let candidate = candidates.pop(); candidate !== undefined && !valid(found); candidate = candidates.pop()) {
        found = lookUp(this.store[code], candidate);
      }
      if (valid(found)) break;
    }
    if (found !== null && typeof found === 'object') return `key '${key} (${this.language})' returned an object instead of string.`;
    const message = valid(found) ? found : valid(opt.defaultValue) ? opt.defaultValue : key;
    return typeof message === 'string' ? interpolate(message, opt) : String(message);
  };
}

/** i18next's isValidLookup with its defaults: null is not a translation, '' is. */
function valid(found: unknown): boolean {
  return found !== undefined && found !== null;
}

const i18next = new I18nLite();
export default i18next;
