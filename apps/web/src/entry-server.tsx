import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { QueryClient, dehydrate, skipToken, type Query } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@sprout/contracts';
import { AppProviders } from './app/providers.tsx';
import { createRouteTree } from './app/router.tsx';
import { REQUEST_CACHE_MS } from './lib/constants.ts';
import { I18n } from './lib/i18n/core.ts';
import { i18n as sharedI18n } from './lib/i18n/index.ts';
import { isRouteHandle } from './lib/route-handle.ts';
import { provideServerContext, type ServerContext } from './lib/ssr/server-context.ts';
import { isDrawnFailure, settledErrorsToJson, shouldDehydrateQuery } from './lib/ssr/settled-errors.ts';
import { serializeState, type SsrState } from './lib/ssr/state.ts';
import { STARTUP_NAMESPACES, type Namespace } from './locales/resources.ts';

/**
 * The server's render of a page's first screen (docs/decisions/0005-server-rendering.md): the route's data
 * fetched in the same process, the page drawn to HTML, and the state the browser hydrates with. Built by
 * `vite build --ssr` and loaded by the API server (apps/server/src/http/web-app.ts). Anything it cannot render
 * exactly as the browser would (a redirect, an error, a page that needs a session it was not given) returns
 * null, and the server sends the page the browser renders itself.
 */

const store = new AsyncLocalStorage<ServerContext>();
provideServerContext(() => store.getStore());

type Bundles = Record<string, Record<string, Record<string, unknown>>>;
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Bundles = {};
for (const [file, bundle] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  (resources[language] ??= {})[namespace] = bundle;
}

// The shared instance serves what reads it outside React (the page loader's namespaces, error texts).
for (const [namespace, bundle] of Object.entries(resources['zh-CN'] ?? {})) sharedI18n.addBundle('zh-CN', namespace, bundle);

/**
 * One instance per language for the process: a render only reads it (no component changes the language on the
 * server: the switch runs in the browser).
 */
const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = new I18n({ language, resources });
    instances.set(language, instance);
  }
  return instance;
}

/** The bundles of `namespaces` in `language`: what the browser's i18n would otherwise fetch before hydrating. */
function textsOf(language: Language, namespaces: readonly Namespace[]): SsrState['texts'] {
  return Object.fromEntries([...new Set(namespaces)].map((namespace) => [namespace, resources[language]?.[namespace] ?? {}]));
}

// One route tree for the process: a page's chunk, once loaded, stays loaded.
const handler = createStaticHandler(createRouteTree());

export interface RenderInput {
  /** Path and query, entry tokens already taken out (as the browser's consumeEntryParams does). */
  url: string;
  language: Language;
  token: string | null;
  /** The `chosen_member` cookie (lib/member/chosen-member.ts), so the page is about the child the browser shows. */
  chosenMembers?: string | null;
  /** Calls the API in the same process. */
  fetch: typeof fetch;
  /** Sanitizes rich text as the browser's DOMPurify does (lib/sanitize-html.ts). */
  sanitizeHtml: (html: string) => string;
  /** The page's origin (scheme and host), as the browser will see it. */
  origin: string;
  /** Why a render was given up (for the server's log). */
  onError?: (error: unknown) => void;
}

export interface RenderResult {
  /** The inside of #root. */
  html: string;
  /** The state to hydrate with, safe inside a <script type="application/json">. */
  state: string;
  title: string;
}

/** The rounds of fetching the queries a render asked for, each followed by a render (a query may need another's data). */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken || !queryFn) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const waiting = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query);

/**
 * The final HTML with every lazy part in it (renderToString would leave a lazy component's fallback for the
 * browser to replace). Null when anything threw while rendering.
 */
function renderComplete(element: ReactElement, report?: (error: unknown) => void): Promise<string | null> {
  return new Promise((resolve) => {
    let failed = false;
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        // A script in the markup would be refused by the CSP (and is never expected): the browser renders instead.
        resolve(failed || html.includes('<script') ? null : html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: an outlined one is completed by an inline script, which the page's CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        report?.(error);
        resolve(null);
      },
      onError: (error) => {
        report?.(error);
        failed = true;
      },
    });
  });
}

export async function render(input: RenderInput): Promise<RenderResult | null> {
  const context: ServerContext = {
    language: input.language,
    token: input.token,
    chosenMembers: input.chosenMembers ?? null,
    fetch: input.fetch,
    sanitizeHtml: input.sanitizeHtml,
    origin: input.origin,
  };
  return store.run(context, async () => {
    const controller = new AbortController();
    const request = new Request(new URL(input.url, 'http://localhost'), { signal: controller.signal });
    const routed = await handler.query(request);
    // A redirect (no session, a member to choose) or a loader's error: the browser does it as it always has.
    if (routed instanceof Response) return null;
    if (routed.errors) {
      input.onError?.(Object.values(routed.errors)[0]);
      return null;
    }

    const client = new QueryClient({
      // retryOnMount off: a query that failed with a settled error renders as failed, not as about to be asked again.
      defaultOptions: { queries: { staleTime: REQUEST_CACHE_MS, retry: false, retryOnMount: false, refetchOnWindowFocus: false } },
    });
    const i18n = i18nFor(input.language);
    const router = createStaticRouter(handler.dataRoutes, routed);
    const app = () => (
      <AppProviders client={client} i18nInstance={i18n}>
        <StaticRouterProvider router={router} context={routed} hydrate={false} />
      </AppProviders>
    );

    // Render, fetch what the render asked for, render again (a query may need another's data). The first render
    // only asks (a string render, which leaves the lazy parts out); from the second on, a render that asks for
    // nothing more is the page, not rendered once more only to find that nothing is missing.
    let page: string | null = null;
    for (let pass = 0; ; pass += 1) {
      if (pass === 0) renderToString(app());
      else if ((page = await renderComplete(app(), input.onError)) === null) return null;
      const pending = client.getQueryCache().getAll().filter(waiting);
      if (pending.length === 0 || pass === MAX_PASSES) break;
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
      // A failed call shows an error the browser would show only after its own attempt: let the browser do it. An
      // answer it would get again (not found) is drawn here like any other (lib/ssr/settled-errors.ts).
      const failed = client
        .getQueryCache()
        .getAll()
        .find((query) => query.state.status === 'error' && !isDrawnFailure(query));
      if (failed) {
        input.onError?.(failed.state.error);
        return null;
      }
    }
    const html = page ?? (await renderComplete(app(), input.onError));
    if (html === null) return null;

    const handles = routed.matches.map((match) => match.route.handle).filter(isRouteHandle);
    const titleKey = handles.at(-1)?.titleKey;
    const state: SsrState = {
      language: input.language,
      router: { loaderData: routed.loaderData, actionData: routed.actionData, errors: null },
      queries: settledErrorsToJson(dehydrate(client, { shouldDehydrateQuery })),
      texts: textsOf(input.language, [...STARTUP_NAMESPACES, ...handles.flatMap((handle) => handle.namespaces)]),
    };
    client.clear();
    return { html, state: serializeState(state), title: i18n.t(titleKey ?? 'default', { ns: 'titles' }) };
  });
}
