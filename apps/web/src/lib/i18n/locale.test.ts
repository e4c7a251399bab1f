import { describe, expect, test } from 'vitest';
import { resolveStartupLanguage } from './index.ts';
import { LOCALE_STORAGE_KEY, languageFromBrowser, resolveLocale } from './locale.ts';

describe('resolveLocale (spec §9)', () => {
  test('a stored language wins over the browser language', () => {
    expect(resolveLocale({ stored: 'en-US', browser: 'zh-CN' })).toBe('en-US');
    expect(resolveLocale({ stored: 'zh-CN', browser: 'en-GB' })).toBe('zh-CN');
  });

  test('without a stored language the browser language is used', () => {
    expect(resolveLocale({ stored: null, browser: 'en-GB' })).toBe('en-US');
    expect(resolveLocale({ stored: null, browser: 'zh-TW' })).toBe('zh-CN');
  });

  test('a stored value that is not one of our languages is ignored', () => {
    expect(resolveLocale({ stored: 'fr-FR', browser: 'en-US' })).toBe('en-US');
  });

  test('falls back to zh-CN when neither gives a language we have', () => {
    expect(resolveLocale({ stored: null, browser: undefined })).toBe('zh-CN');
    expect(resolveLocale({ stored: null, browser: 'fr-FR' })).toBe('zh-CN');
  });

  test('maps any Chinese or English browser tag, and nothing else', () => {
    expect(languageFromBrowser('zh')).toBe('zh-CN');
    expect(languageFromBrowser('zh-Hant-HK')).toBe('zh-CN');
    expect(languageFromBrowser('EN-us')).toBe('en-US');
    expect(languageFromBrowser('en')).toBe('en-US');
    expect(languageFromBrowser('eno')).toBeNull();
    expect(languageFromBrowser('')).toBeNull();
  });
});

describe('resolveStartupLanguage', () => {
  test('reads the stored language', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    expect(resolveStartupLanguage()).toBe('en-US');
  });

  test('applies and saves a valid lang query parameter straight away', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    window.history.replaceState(null, '', '/faq?lang=en-US');
    try {
      expect(resolveStartupLanguage()).toBe('en-US');
      expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
