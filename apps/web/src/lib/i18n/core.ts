/**
 * The app's translations at run time (docs/decisions/4100-own-i18n-runtime.md): what the screens use of i18next, in
 * about 2 KB instead of its 18 KB in every route's first script. Keys are typed by i18next's own types (the
 * `TFunction` the hooks return, src/i18next.d.ts), and the behaviour is i18next's for what the app uses: `ns:key`
 * and dotted paths, the namespace option, `{{name}}` interpolation without escaping (React escapes), cardinal and
 * ordinal plurals (`_one`, `_ordinal_two`, `_zero` at 0), `defaultValue`, an empty string counting as missing, and a
 * missing key answered by itself. Plural categories are written out for zh-CN and en-US instead of asked of
 * Intl.PluralRules: the first Intl object a page makes costs 170-280 ms on the phone profile (decision 0006).
 */

import type { TFunction } from 'i18next';
import type { Namespace } from '../../locales/resources.ts';

export type Bundle = { readonly [key: string]: unknown };
/** Bundles by language, then namespace. */
export type Resources = Record<string, Record<string, Bundle>>;
/** Fetches one namespace of one language (a JSON chunk). */
export type NamespaceLoader = (language: string, namespace: string) => Promise<{ default: Bundle } | Bundle>;

export interface TranslateOptions {
  ns?: string | readonly string[];
  count?: number | string;
  ordinal?: boolean;
  defaultValue?: string;
  lng?: string;
  [value: string]: unknown;
}

/** A translate function with its language and namespaces fixed (typed for callers as i18next's `TFunction`). */
export type Translate = (key: string, options?: TranslateOptions) => string;

export interface I18nOptions {
  language: string;
  resources?: Resources;
  loader?: NamespaceLoader;
  defaultNamespace?: string;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const INTERPOLATION = /\{\{(.+?)\}\}/g;
/** Attempts at a namespace's chunk before it counts as settled without texts (i18next retries too). */
const LOAD_ATTEMPTS = 3;

/**
 * CLDR's plural categories for the two languages: Chinese has only `other`; English cardinals are `one` for 1 and
 * ordinals `one`/`two`/`few` for 1st/2nd/3rd (not 11th-13th). i18next takes these from Intl.PluralRules; a test
 * compares them with it.
 */
export function pluralCategory(language: string, count: number, ordinal = false): string {
  if (!language.startsWith('en')) return 'other';
  if (!ordinal) return Math.abs(count) === 1 ? 'one' : 'other';
  if (!Number.isInteger(count)) return 'other';
  const n = Math.abs(count);
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'other';
  return ({ 1: 'one', 2: 'two', 3: 'few' } as Record<number, string>)[n % 10] ?? 'other';
}

function lookup(bundle: Bundle | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function valueAt(data: TranslateOptions, path: string): unknown {
  return path.includes(KEY_SEPARATOR) ? lookup(data as Bundle, path) : data[path];
}

/**
 * `{{name}}` replaced by the option of that name (a dotted path reaches into objects); an option given as undefined
 * or null writes nothing, and a placeholder no option names stays as it is (i18next's `skipOnVariables`).
 */
export function interpolate(text: string, data: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (placeholder, name: string) => {
    const path = name.trim();
    const value = valueAt(data, path);
    if (value === undefined && !Object.hasOwn(data, path)) return placeholder;
    return value === undefined || value === null ? '' : String(value as string);
  });
}

/** The keys to try, best first: as i18next orders them (`_zero` at 0, then the plural form, then the bare key). */
function candidates(key: string, language: string, options: TranslateOptions | undefined): string[] {
  const count = options?.count;
  if (count === undefined || typeof count === 'string') return [key];
  const ordinal = options?.ordinal === true;
  const category = pluralCategory(language, count, ordinal);
  const keys = ordinal ? [`${key}_ordinal_${category}`, `${key}_${category}`] : [`${key}_${category}`];
  if (!ordinal && count === 0) keys.unshift(`${key}_zero`);
  keys.push(key);
  return keys;
}

type LoadState = 'loading' | 'loaded' | 'failed';

export class I18n {
  language: string;
  readonly defaultNamespace: string;
  private readonly store: Resources = {};
  private readonly states = new Map<string, LoadState>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly loader: NamespaceLoader | undefined;
  private readonly fixed = new Map<string, Translate>();

  constructor({ language, resources = {}, loader, defaultNamespace = 'common' }: I18nOptions) {
    this.language = language;
    this.loader = loader;
    this.defaultNamespace = defaultNamespace;
    for (const [lng, bundles] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(bundles)) this.addBundle(lng, ns, bundle);
    }
  }

  /** Translates in the current language; `ns` (or a `ns:` prefix) names the namespace, `common` otherwise. */
  readonly t: TFunction<['common', ...Exclude<Namespace, 'common'>[]]> = ((key, options) =>
    this.translate(options?.lng ?? this.language, [this.defaultNamespace], key, options)) as Translate as unknown as TFunction<
    ['common', ...Exclude<Namespace, 'common'>[]]
  >;

  /** A translate function bound to a language and a namespace (typed keys, as i18next's). */
  getFixedT<const N extends Namespace | readonly Namespace[]>(language: string, namespaces: N): TFunction<N> {
    return this.fixedT(language, typeof namespaces === 'string' ? [namespaces] : namespaces) as unknown as TFunction<N>;
  }

  /** The same, untyped: the first namespace only, or each in turn with `fallback`; one function per binding. */
  fixedT(language: string, namespaces: readonly string[], fallback = false): Translate {
    const list = namespaces.length ? namespaces : [this.defaultNamespace];
    const own = fallback ? [...list] : list.slice(0, 1);
    const id = `${language}|${own.join(',')}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(options?.lng ?? language, own, key, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  addBundle(language: string, namespace: string, bundle: Bundle): void {
    (this.store[language] ??= {})[namespace] = bundle;
    this.states.set(`${language}|${namespace}`, 'loaded');
  }

  /** Whether each namespace has its texts in the language, or has settled without them (its chunk failed). */
  hasLoaded(namespaces: readonly string[], language = this.language): boolean {
    return namespaces.every((ns) => {
      const state = this.states.get(`${language}|${ns}`);
      return state === 'loaded' || state === 'failed';
    });
  }

  /**
   * Fetches the namespaces the language does not have yet. It never rejects: a namespace whose chunk failed
   * {@link LOAD_ATTEMPTS} times settles without texts (its keys show), and the next call for it tries again.
   */
  loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    return Promise.all(namespaces.map((ns) => this.loadOne(language, ns))).then(() => undefined);
  }

  /** Switches the language after loading, in the new one, every namespace the old one had. */
  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    await this.loadNamespaces(Object.keys(this.store[this.language] ?? {}), language);
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Called after each change of language. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private loadOne(language: string, ns: string): Promise<void> {
    const id = `${language}|${ns}`;
    if (this.states.get(id) === 'loaded' || !this.loader) return Promise.resolve();
    const running = this.pending.get(id);
    if (running) return running;
    const loader = this.loader;
    this.states.set(id, 'loading');
    const attempt = async (): Promise<void> => {
      for (let tries = 1; ; tries++) {
        try {
          const module = await loader(language, ns);
          this.addBundle(language, ns, ('default' in module ? module.default : module) as Bundle);
          return;
        } catch {
          if (tries >= LOAD_ATTEMPTS) {
            this.states.set(id, 'failed');
            return;
          }
        }
      }
    };
    const done = attempt().finally(() => this.pending.delete(id));
    this.pending.set(id, done);
    return done;
  }

  private translate(language: string, namespaces: readonly string[], given: string, options: TranslateOptions | undefined): string {
    let key = given;
    let list: readonly string[] = namespaces;
    const separator = key.indexOf(NS_SEPARATOR);
    if (separator > -1) {
      list = [key.slice(0, separator)];
      key = key.slice(separator + 1);
    } else if (options?.ns !== undefined) {
      list = typeof options.ns === 'string' ? [options.ns] : options.ns;
    }
    const bundles = this.store[language];
    const keys = candidates(key, language, options);
    for (const ns of list) {
      for (const candidate of keys) {
        const found = lookup(bundles?.[ns], candidate);
        if (typeof found === 'string' && found !== '') return interpolate(found, options ?? {});
      }
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }
}
