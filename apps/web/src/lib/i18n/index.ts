import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sprout/contracts';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@sprout/contracts/light';
import { STARTUP_NAMESPACES, type Namespace } from '../../locales/resources.ts';
import { serverContext } from '../ssr/server-context.ts';
import type { SsrState } from '../ssr/state.ts';
import { langFromQuery } from './lang-query.ts';
import { isLanguage, readStoredLocale, resolveLocale, saveLocale } from './locale.ts';

export const i18n = i18next.createInstance();

/** Each namespace of the current language is its own chunk, fetched when first used. */
const loadNamespace = (language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`);

/**
 * The language to start in. A valid `lang` query parameter is applied here at once (and saved), which is
 * what the spec §2 rule would do after a reload, without the reload.
 */
export function resolveStartupLanguage(): Language {
  const fromQuery = langFromQuery(window.location.search);
  if (fromQuery) {
    saveLocale(fromQuery);
    return fromQuery;
  }
  return resolveLocale({ stored: readStoredLocale(), browser: window.navigator.language });
}

export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * zh-CN is the source and the fallback language: when nothing usable is stored or offered, the app runs in
 * zh-CN (resolveLocale). i18next's own `fallbackLng` stays off because it would download the zh-CN files
 * next to the en-US ones on every English page; locales.test.ts guarantees en-US has every key.
 */
export async function initI18n(language: Language, namespaces: readonly Namespace[] = STARTUP_NAMESPACES, texts?: SsrState['texts']) {
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      // The bundles a server-rendered page carries (lib/ssr/state.ts) are taken as loaded; the rest are fetched.
      ...(texts ? { resources: { [language]: texts }, partialBundledLanguages: true } : {}),
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      load: 'currentOnly',
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  setDocumentLanguage(language);
  return i18n;
}

export function currentLanguage(): Language {
  const server = serverContext();
  if (server) return server.language;
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
