import { afterEach, describe, expect, test, vi } from 'vitest';
import { reloadPage } from '../browser.ts';
import { changeLanguage } from './change-language.ts';
import { LOCALE_STORAGE_KEY } from './locale.ts';

vi.mock('../browser.ts', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('changeLanguage', () => {
  test('saves the choice and reloads the page by default', async () => {
    await changeLanguage('en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('a lang parameter left in the address for the other language is removed, so the choice sticks', async () => {
    window.history.replaceState(null, '', '/faq?a=1&lang=en-US#q2');
    await changeLanguage('zh-CN');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/faq?a=1#q2');
  });

  test('a lang parameter that asks for the new language is left as it is', async () => {
    window.history.replaceState(null, '', '/faq?lang=en-US');
    await changeLanguage('en-US');
    expect(window.location.search).toBe('?lang=en-US');
  });
});
