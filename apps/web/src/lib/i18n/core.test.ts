import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@sprout/contracts/light';
import { allResources } from '../../test/i18n.ts';
import { I18n, interpolate, pluralCategory, type Bundle, type Translate, type TranslateOptions } from './core.ts';

const resources = allResources();

/** i18next as the app configured it before decision 4100: the behaviour the runtime keeps. */
async function reference(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}

/** Every leaf key of a bundle, plural suffixes taken off (`a.b_one` and `a.b_other` are `a.b`), and whether it had one. */
function keysOf(bundle: Bundle, prefix = ''): [string, boolean][] {
  return Object.entries(bundle).flatMap(([key, value]): [string, boolean][] => {
    if (value && typeof value === 'object') return keysOf(value as Bundle, `${prefix}${key}.`);
    const base = key.replace(/_(ordinal_)?(zero|one|two|few|many|other)$/, '');
    return [[`${prefix}${base}`, base !== key]];
  });
}

const COUNTS = [0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 1.5, -1];

describe('pluralCategory', () => {
  test.each(LANGUAGES)('answers as Intl.PluralRules in %s, cardinal and ordinal', (language) => {
    for (let n = -30; n <= 1000; n++) {
      expect(pluralCategory(language, n)).toBe(new Intl.PluralRules(language).select(n));
      expect(pluralCategory(language, n, true)).toBe(new Intl.PluralRules(language, { type: 'ordinal' }).select(n));
    }
    for (const n of [0.5, 1.5, 2.25, 1001.1]) {
      expect(pluralCategory(language, n)).toBe(new Intl.PluralRules(language).select(n));
      expect(pluralCategory(language, n, true)).toBe(new Intl.PluralRules(language, { type: 'ordinal' }).select(n));
    }
  });
});

describe('the translate function', () => {
  test.each(LANGUAGES)('gives what i18next gave for every key of every namespace in %s', async (language) => {
    const theirs = await reference(language);
    const ours = new I18n({ language, resources });
    let compared = 0;
    for (const [namespace, bundle] of Object.entries(resources[language] ?? {})) {
      const t = ours.fixedT(language, [namespace]);
      const reference = (theirs.getFixedT as (language: string, namespace: string) => unknown)(language, namespace) as Translate;
      for (const [key, plural] of new Map(keysOf(bundle))) {
        const options: TranslateOptions[] = [{}, { name: 'N', date: 'D', value: 7, nested: { x: 1 } }, { count: 1 }];
        if (plural)
          options.push(
            ...COUNTS.flatMap((count) => [
              { count, name: 'N' },
              { count, ordinal: true },
            ]),
          );
        for (const option of options) {
          const ourText = t(key, option);
          if (ourText !== reference(key, option))
            expect(ourText, `${namespace}:${key} ${JSON.stringify(option)}`).toBe(reference(key, option));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });

  test('takes the namespace from a prefix, then the ns option, then its own; a missing key answers itself', async () => {
    const theirs = await reference('en-US');
    const ours = new I18n({ language: 'en-US', resources });
    const cases: [string, TranslateOptions?][] = [
      ['errors:fallback'],
      ['fallback', { ns: 'errors' }],
      ['fallback', { ns: ['growth', 'errors'] }],
      ['errors:fallback', { ns: 'growth' }],
      ['no.such.key'],
      ['growth:no.such.key'],
      ['no.such.key', { defaultValue: 'Plain {{name}}', name: 'Ann' }],
      ['brand', { defaultValue: 'unused' }],
      ['brand', { lng: 'zh-CN' }],
      ['age.months'],
      ['age.months', { count: 1 }],
      ['age.months', { count: undefined }],
    ];
    const ourT = ours.t as unknown as Translate;
    const theirT = theirs.t as unknown as Translate;
    for (const [key, options] of cases) {
      expect(ourT(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirT(key, options));
    }
  });

  test('looks in each namespace in turn only in fallback mode', () => {
    const ours = new I18n({ language: 'en-US', resources: { 'en-US': { a: { only: 'A' }, b: { only: 'B', other: 'from b' } } } });
    expect(ours.fixedT('en-US', ['a', 'b'])('other')).toBe('other');
    expect(ours.fixedT('en-US', ['a', 'b'], true)('other')).toBe('from b');
    expect(ours.fixedT('en-US', ['a', 'b'], true)('only')).toBe('A');
    expect(ours.fixedT('en-US', ['a', 'b'])).toBe(ours.fixedT('en-US', ['a', 'b']));
  });

  test('an empty text counts as missing, as i18next with returnEmptyString off', () => {
    const ours = new I18n({ language: 'en-US', resources: { 'en-US': { common: { blank: '', plain: 'x' } } } });
    const t = ours.fixedT('en-US', ['common']);
    expect(t('blank')).toBe('blank');
    expect(t('blank', { defaultValue: 'd' })).toBe('d');
  });
});

describe('interpolate', () => {
  test('writes values, nothing for undefined or null, and keeps a placeholder no option names', () => {
    expect(interpolate('{{a}}-{{ b }}-{{c.d}}', { a: 1, b: 'two', c: { d: 4 } })).toBe('1-two-4');
    expect(interpolate('[{{a}}][{{b}}][{{c}}]', { a: undefined, b: null })).toBe('[][][{{c}}]');
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });
});

describe('loading namespaces', () => {
  test('fetches each namespace once, and a failing one settles after three attempts and is tried again later', async () => {
    const calls: string[] = [];
    let failing = true;
    const ours = new I18n({
      language: 'en-US',
      loader: async (language, namespace) => {
        calls.push(`${language}/${namespace}`);
        if (namespace === 'bad' && failing) throw new Error('offline');
        return { default: { hello: `hi from ${namespace}` } };
      },
    });
    await Promise.all([ours.loadNamespaces(['good', 'bad']), ours.loadNamespaces(['good'])]);
    expect(calls.filter((call) => call === 'en-US/good')).toHaveLength(1);
    expect(calls.filter((call) => call === 'en-US/bad')).toHaveLength(3);
    expect(ours.hasLoaded(['good', 'bad'])).toBe(true);
    expect(ours.fixedT('en-US', ['bad'])('hello')).toBe('hello');
    failing = false;
    await ours.loadNamespaces(['bad']);
    expect(ours.fixedT('en-US', ['bad'])('hello')).toBe('hi from bad');
  });

  test('changeLanguage loads the namespaces the old language had before it switches and tells its listeners', async () => {
    const ours = new I18n({
      language: 'zh-CN',
      resources: { 'zh-CN': { growth: { x: '甲' } } },
      loader: async (language, namespace) => ({ default: { x: `${language} ${namespace}` } }),
    });
    const seen: string[] = [];
    ours.subscribe(() => seen.push(ours.language));
    await ours.changeLanguage('en-US');
    expect(seen).toEqual(['en-US']);
    expect(ours.fixedT('en-US', ['growth'])('x')).toBe('en-US growth');
  });
});
