import { describe, expect, test } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@sprout/contracts/light';
import { NAMESPACES } from './resources.ts';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function read(language: string, namespace: string): Record<string, unknown> {
  const content = files[`./${language}/${namespace}.json`];
  if (!content) throw new Error(`missing ${language}/${namespace}.json`);
  return content;
}

/** Keys with plural forms folded into one (zh has only `_other`, en has `_one` and `_other`). */
function baseKeys(language: string, namespace: string): string[] {
  return [...new Set(flatten(read(language, namespace)).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function valueAt(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const source = FALLBACK_LANGUAGE;
const translations = LANGUAGES.filter((language) => language !== source);

describe('locale files', () => {
  test('every language has exactly the namespaces the app declares', () => {
    for (const language of LANGUAGES) {
      const present = Object.keys(files)
        .filter((path) => path.startsWith(`./${language}/`))
        .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
        .sort();
      expect(present, language).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    test.each(translations)('%s has no missing and no extra key compared with zh-CN', (language) => {
      const expected = baseKeys(source, namespace);
      const actual = baseKeys(language, namespace);
      expect({ missing: expected.filter((key) => !actual.includes(key)), extra: actual.filter((key) => !expected.includes(key)) }).toEqual({
        missing: [],
        extra: [],
      });
    });

    test.each(LANGUAGES)('%s uses the same {{placeholders}} as zh-CN and has no empty text', (language) => {
      const sourceTree = read(source, namespace);
      const tree = read(language, namespace);
      for (const key of flatten(tree)) {
        const text = valueAt(tree, key);
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${namespace}:${key} is empty`).toBe(true);
        const sourceKey = flatten(sourceTree).find((candidate) => candidate.replace(PLURAL_SUFFIX, '') === key.replace(PLURAL_SUFFIX, ''));
        const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(placeholders(valueAt(sourceTree, sourceKey ?? key)));
      }
    });
  });

  test('English plurals have both the one and the other form', () => {
    for (const namespace of NAMESPACES) {
      const keys = flatten(read('en-US', namespace));
      for (const key of keys.filter((candidate) => candidate.endsWith('_other'))) {
        expect(keys, `${namespace}:${key}`).toContain(key.replace(/_other$/, '_one'));
      }
    }
  });
});
