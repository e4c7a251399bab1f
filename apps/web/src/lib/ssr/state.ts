import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@sprout/contracts';
import type { Namespace } from '../../locales/resources.ts';

/** What a server-rendered page carries for the browser to hydrate with (docs/decisions/0005-server-rendering.md). */
export interface SsrState {
  language: Language;
  router: Partial<HydrationState>;
  queries: DehydratedState;
  /**
   * The texts the page hydrates with (the startup namespaces and the route's, in `language`): in the page, they are
   * not fetched as nine or so chunks of their own after it (docs/decisions/0006-live-sooner.md).
   */
  texts: Partial<Record<Namespace, Record<string, unknown>>>;
}

/** The id of the <script type="application/json"> that holds it: data, never run, so the CSP needs no exception. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * JSON that cannot end its <script> element nor open a comment in it: `<`, `>` and `&` as \u escapes (the
 * JSON parser reads them back as they were), and the two line separators JavaScript once refused.
 */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of this page, or null when the server sent the page for the browser to render. */
export function readState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
