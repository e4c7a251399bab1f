import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authCalls, AUTH_HEADER, SHARED_PAGE_PATH, withoutShareToken, type Language } from '@sprout/contracts';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie.ts';
import type { Config } from '../config/env.ts';
import { sanitizeForPage } from '../modules/content/sanitize.ts';
import { requestLanguage } from './lang.ts';

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr`). */
interface ServerEntry {
  render(input: {
    url: string;
    language: Language;
    token: string | null;
    chosenMembers: string | null;
    fetch: typeof fetch;
    sanitizeHtml: (html: string) => string;
    origin: string;
    onError: (error: unknown) => void;
  }): Promise<{ html: string; state: string; title: string } | null>;
}

export interface RenderedPage {
  html: string;
  state: string;
  title: string;
  language: Language;
  /** Rendered with a session: the owner's data is in it (Cache-Control: private, no-store). */
  personal: boolean;
  /** An embedded entry's valid token, to keep as the session cookie. */
  entryToken: string | null;
}

const ENTRY_PARAMS = ['token', 'authToken'];
/** The language cookie the web app writes beside its stored choice (lib/i18n/locale.ts). */
const LOCALE_COOKIE = 'locale';
/** Each account's chosen member, which the web app mirrors from its storage (lib/member/chosen-member.ts). */
const CHOSEN_MEMBER_COOKIE = 'chosen_member';

/** A page's language as the browser will choose it: `lang` in the address, the saved choice, the browser's. */
function pageLanguage(req: FastifyRequest): Language {
  const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  if (new URLSearchParams(search).has('lang')) return requestLanguage(req);
  const saved = readCookie(req, LOCALE_COOKIE);
  if (saved === 'zh-CN' || saved === 'en-US') return saved;
  return requestLanguage(req);
}

/** Serialises an in-process API answer as the Response the web's request layer reads. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const address = new URL(String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${address.pathname}${address.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.body, { status: answer.statusCode, headers: out });
  };
}

/**
 * Loads the web build's server render when SSR is on and the build has one; returns null otherwise (every page
 * is then the build's index.html, rendered by the browser). A render slower than the budget is dropped for the
 * page the browser renders.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  { entry: entryFile, renderBudgetMs }: Config['ssr'],
  /** PUBLIC_ORIGIN: the page's origin for the links it holds, never the request's Host header (issue 29). */
  origin: string,
) {
  if (!entryFile || !existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const fetchInProcess = inProcessFetch(app);

  async function validToken(token: string): Promise<boolean> {
    const answer = await app.inject({ method: 'GET', url: authCalls.me.path, headers: { [AUTH_HEADER]: token } });
    return answer.statusCode === 200;
  }

  /** The page's first screen, or null when the browser should render it (no render, an error, too slow). */
  return async function renderPage(req: FastifyRequest): Promise<RenderedPage | null> {
    const address = new URL(req.url, 'http://localhost');
    // The embedded entry's token is used and taken out, as the browser takes it out of the address bar.
    const fromAddress = address.searchParams.get('token') || null;
    for (const name of ENTRY_PARAMS) address.searchParams.delete(name);
    const entryToken = fromAddress && (await validToken(fromAddress)) ? fromAddress : null;
    if (fromAddress && !entryToken) return null;
    const token = entryToken ?? readCookie(req, SESSION_COOKIE);
    const language = pageLanguage(req);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), renderBudgetMs);
    });
    try {
      const page = await Promise.race([
        entry.render({
          url: `${address.pathname}${address.search}`,
          language,
          token,
          chosenMembers: readCookie(req, CHOSEN_MEMBER_COOKIE),
          fetch: fetchInProcess,
          sanitizeHtml: sanitizeForPage,
          origin,
          // What made the page fall back (a failed call, a component that needs the browser): for the developers.
          onError: (error) => req.log.info({ err: error, route: withoutShareToken(address.pathname) }, 'page rendered in the browser'),
        }),
        late,
      ]);
      // A shared record's page holds the child's data as much as a signed-in page does: never stored by a cache.
      const shared = address.pathname.startsWith(`${SHARED_PAGE_PATH}/`);
      return page ? { ...page, language, personal: token !== null || shared, entryToken } : null;
    } catch (error) {
      req.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
