import type { Language } from '@sprout/contracts';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@sprout/contracts/light';
import { readStorage, writeStorage } from '../storage.ts';

/** Local storage key of the chosen language (spec §9). */
export const LOCALE_STORAGE_KEY = 'locale';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A browser language tag as one of ours: any Chinese → zh-CN, any English → en-US, else none. */
export function languageFromBrowser(tag: string | null | undefined): Language | null {
  const lower = tag?.toLowerCase() ?? '';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return null;
}

/** Spec §9: the stored choice, else the browser language, else zh-CN. */
export function resolveLocale(input: { stored: string | null; browser: string | null | undefined }): Language {
  if (isLanguage(input.stored)) return input.stored;
  return languageFromBrowser(input.browser) ?? FALLBACK_LANGUAGE;
}

export function readStoredLocale(): string | null {
  return readStorage(LOCALE_STORAGE_KEY);
}

/**
 * The same choice as a cookie, so the server renders the first screen in it (docs/decisions/0005). Not
 * HttpOnly: it is a preference, not a secret.
 */
export const LOCALE_COOKIE = 'locale';

export function saveLocale(language: Language): void {
  writeStorage(LOCALE_STORAGE_KEY, language);
  try {
    document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (a test without one): the stored choice is enough.
  }
}
