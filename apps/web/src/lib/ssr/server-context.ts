import type { Language } from '@sprout/contracts';

/**
 * What a page rendered on the server (entry-server.tsx) knows of its request: the language, the session
 * token it was asked with, and how to call the API in the same process. In the browser there is none, and the
 * modules that read it (session, language, request layer) do as they always did.
 */
export interface ServerContext {
  language: Language;
  token: string | null;
  /** The `chosen_member` cookie: each account's chosen member on this phone (lib/member/chosen-member.ts). */
  chosenMembers: string | null;
  fetch: typeof fetch;
  /** The server's sanitizer of rich text (DOMPurify needs a DOM): the same allow-list, so the same HTML. */
  sanitizeHtml: (html: string) => string;
  /** The page's origin as the browser sees it (scheme and host of the request). */
  origin: string;
}

let read: () => ServerContext | undefined = () => undefined;

/** entry-server.tsx only: the request's context (kept per request in an AsyncLocalStorage). */
export function provideServerContext(reader: () => ServerContext | undefined): void {
  read = reader;
}

export function serverContext(): ServerContext | undefined {
  return read();
}

/** window.location.origin, also while rendering on the server. */
export function pageOrigin(): string {
  return serverContext()?.origin ?? window.location.origin;
}
