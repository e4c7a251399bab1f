import type { TFunction } from 'i18next';
import { cloneElement, createContext, Fragment, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { Namespace } from '../../locales/resources.ts';
import type { I18n } from './core.ts';
import { i18n as sharedI18n } from './index.ts';

const I18nContext = createContext<I18n | null>(null);

/** The server renders each request with its language's instance (entry-server.tsx); the app uses the shared one. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

type Namespaces = Namespace | readonly Namespace[];
type FirstOf<N extends Namespaces | undefined> = N extends readonly Namespace[] ? N : N extends Namespace ? N : 'common';

export interface UseTranslationOptions {
  /** Unprefixed keys are looked up in each of the namespaces in turn, not only in the first. */
  nsMode?: 'default' | 'fallback';
}

/**
 * The texts of `namespaces` in the current language, as react-i18next's hook: `t` keeps its identity until the
 * language changes, and a component whose namespaces are not loaded yet suspends while they load.
 */
export function useTranslation<const N extends Namespaces | undefined = undefined>(
  namespaces?: N,
  options: UseTranslationOptions = {},
): { t: TFunction<FirstOf<N>>; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? sharedI18n;
  const language = useSyncExternalStore(
    (listener) => i18n.subscribe(listener),
    () => i18n.language,
    () => i18n.language,
  );
  const list: readonly string[] =
    namespaces === undefined ? [i18n.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const fallback = options.nsMode === 'fallback';
  const id = list.join(',');
  const t = useMemo(() => i18n.fixedT(language, list, fallback), [i18n, language, id, fallback]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!i18n.hasLoaded(list, language)) throw i18n.loadNamespaces(list, language);
  return { t: t as unknown as TFunction<FirstOf<N>>, i18n };
}

const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/g;

/**
 * A translated text whose `<name>…</name>` (or `<name/>`) parts become the element of that name, with the part's
 * words as its children: `<Trans text={t('agreement')} components={{ privacy: <Link to="/privatePolicy" /> }} />`.
 * Tags the text names but `components` does not keep their words, without the tag.
 */
export function Trans({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const inner = match[2];
    const element = components[name];
    const key = `${name}-${match.index}`;
    if (element) parts.push(cloneElement(element, { key }, inner ?? (element.props as { children?: ReactNode }).children));
    else if (inner) parts.push(<Fragment key={key}>{inner}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
