import type { Language } from '@sprout/contracts';
import { reloadPage } from '../browser.ts';
import { i18n, setDocumentLanguage } from './index.ts';
import { LANG_QUERY_PARAM } from './lang-query.ts';
import { saveLocale } from './locale.ts';

/**
 * Takes `lang` out of the address: after a switch by hand, a `lang` left from the entry link would
 * otherwise win again on the reload (resolveStartupLanguage reads it first).
 */
function dropLangFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANG_QUERY_PARAM)) return;
  url.searchParams.delete(LANG_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Saves the language and, by default, reloads the page (spec §9) so that only the new language's files are
 * loaded and every screen, including server-sent messages, starts over in it.
 */
export async function changeLanguage(language: Language, options: { reload?: boolean } = {}): Promise<void> {
  saveLocale(language);
  if (options.reload ?? true) {
    if (new URLSearchParams(window.location.search).get(LANG_QUERY_PARAM) !== language) dropLangFromAddress();
    reloadPage();
    return;
  }
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}
