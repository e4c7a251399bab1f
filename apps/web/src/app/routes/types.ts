import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { Namespace, TitleKey } from '../../locales/resources.ts';

/** What a page chunk exports: the screen, and optionally a loader (e.g. to prefetch its queries). */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

export interface RouteEntry {
  /** React Router pattern, matched exactly; the spec's `{id}` is written `:id`. */
  path: string;
  /** Key of the page title in the `titles` namespace (both languages). */
  titleKey: TitleKey;
  /** The page's own chunk: always a dynamic import. */
  load: () => Promise<PageModule>;
  /** Locale namespaces the page reads, fetched together with its chunk. */
  namespaces?: readonly Namespace[];
  /** Signed-in users only; anyone else goes to /login?redirect=<this page>. */
  requiresAuth?: boolean;
  /**
   * A parent's page about one family member: opened without a member id it goes to the member chosen on the
   * home page, or to the add-member form when there is none (lib/member/resolve-member.ts).
   */
  memberScoped?: boolean;
}

/** The shared placeholder of routes whose feature is not built yet; the feature's issue replaces it. */
export const loadNotBuiltPage = (): Promise<PageModule> => import('../../components/layout/not-built-page.tsx');

export function notBuilt(path: string, titleKey: TitleKey): RouteEntry {
  return { path, titleKey, load: loadNotBuiltPage };
}
