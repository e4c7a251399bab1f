import type { Language } from '@sprout/contracts';
import { FALLBACK_LANGUAGE } from '@sprout/contracts/light';
import { STARTUP_NAMESPACES, type Namespace } from '../../locales/resources.ts';
import { serverContext } from '../ssr/server-context.ts';
import type { SsrState } from '../ssr/state.ts';
import { I18n, type Bundle } from './core.ts';
import { langFromQuery } from './lang-query.ts';
import { isLanguage, readStoredLocale, resolveLocale, saveLocale } from './locale.ts';

/** Each namespace of the current language is its own chunk, fetched when first used. */
const loadNamespace = (language: string, namespace: string) =>
  import(`../../locales/${language}/${namespace}.json`) as Promise<{ default: Bundle }>;

/** The app's instance: its language and texts are set by {@link initI18n} before the first render. */
export const i18n = new I18n({ language: FALLBACK_LANGUAGE, loader: loadNamespace });

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
 * zh-CN (resolveLocale). A missing key is not looked up in zh-CN (that would download the zh-CN files next to the
 * en-US ones on every English page); locales.test.ts guarantees en-US has every key. The bundles a
 * server-rendered page carries (lib/ssr/state.ts) are taken as loaded; the rest are fetched.
 */
export async function initI18n(language: Language, namespaces: readonly Namespace[] = STARTUP_NAMESPACES, texts?: SsrState['texts']) {
  i18n.language = language;
  for (const [namespace, bundle] of Object.entries(texts ?? {})) i18n.addBundle(language, namespace, bundle as Bundle);
  await i18n.loadNamespaces(namespaces);
  setDocumentLanguage(language);
  return i18n;
}

export function currentLanguage(): Language {
  const server = serverContext();
  if (server) return server.language;
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
