import type { Envelope } from '@sprout/contracts';
import { AUTH_HEADER, SCREEN_VIEW_HEADER, SUCCESS_CODE } from '@sprout/contracts/light';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { currentScreenView } from '../screen-view.ts';
import { getToken } from '../session.ts';
import { serverContext } from '../ssr/server-context.ts';
import { baseAddresses, buildFlags } from './build-flags.ts';
import type { BaseAddressKind } from './environments.ts';
import { ApiError, NETWORK_ERROR_CODE, isErrorShowType, type ErrorShowType } from './errors.ts';
import { handleUnauthorized } from './unauthorized.ts';

/** HTTP success (spec §9); any other status is a failure whatever the body says. */
export const HTTP_OK = 200;
const HTTP_UNAUTHORIZED = 401;
export const GRAY_HEADER = 'gray';
export const GRAY_VALUE = 'gray';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** GET unless given (spec §7). */
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends no `token` header: only the WeChat signature call (spec §6). */
  skipAuth?: boolean;
  /** How a failure of this call is shown; ERROR_MESSAGE unless given. */
  showType?: ErrorShowType;
  /** Which base address of the environment the path is under; `app` unless given. */
  base?: BaseAddressKind;
  /** false: return `data` whatever `code` says (the signature call passes data on whole, spec §7). */
  checkCode?: boolean;
  signal?: AbortSignal;
  /**
   * A write the server deduplicates (issue 11): it carries an `Idempotency-Key` (one per user action, so one per
   * call unless `idempotencyKey` is given) and is sent again with the same key when the reply is lost, so the
   * server answers the retry with the first answer instead of writing twice.
   */
  idempotent?: boolean;
  /** Reuses the key of an earlier attempt of the same user action (a form's "try again"). */
  idempotencyKey?: string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Times a write whose reply was lost on the network is sent again (with the same key). */
export const IDEMPOTENT_RETRIES = 2;

/** A random key: crypto.randomUUID needs a secure context, getRandomValues works everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function buildUrl(path: string, base: BaseAddressKind, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseAddresses()[base]}${path}${search ? `?${search}` : ''}`;
}

/** Adds headers to a call from outside the request layer (the monitoring's traceparent), given the call's URL. */
export type HeaderProvider = (url: string) => Record<string, string> | undefined;
const headerProviders = new Set<HeaderProvider>();

/** Registers a header provider; returns a function that removes it. A provider that throws adds nothing. */
export function addHeaderProvider(provider: HeaderProvider): () => void {
  headerProviders.add(provider);
  return () => headerProviders.delete(provider);
}

export function buildHeaders(options: Pick<RequestOptions, 'headers' | 'skipAuth'>, url = ''): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    'Accept-Language': currentLanguage(),
  });
  const token = getToken();
  if (token && !options.skipAuth) {
    headers.set(AUTH_HEADER, token);
    headers.set(SCREEN_VIEW_HEADER, currentScreenView());
  }
  if (buildFlags().grayRelease) headers.set(GRAY_HEADER, GRAY_VALUE);
  for (const provider of headerProviders) {
    try {
      for (const [name, value] of Object.entries(provider(url) ?? {})) headers.set(name, value);
    } catch {
      // Monitoring must never stop a call.
    }
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

type ParsedBody = Partial<Envelope<unknown>> & { code: string; showType?: unknown };

function isEnvelopeLike(value: unknown): value is ParsedBody {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

/**
 * The body as an envelope. A body that is not JSON (a proxy's HTML error page, an empty 502) is replaced by
 * `{ code: String(status), message: statusText }` (spec §8).
 */
export async function parseResponse(response: Response): Promise<ParsedBody> {
  const text = await response.text();
  try {
    const json: unknown = JSON.parse(text);
    if (isEnvelopeLike(json)) return json;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return { code: String(response.status), message: response.statusText, data: null };
}

/**
 * Calls the API and resolves with the envelope's `data` when the status is 200 and `code` is '1'. Anything
 * else rejects with an ApiError; nothing here shows UI (see showApiError). A 401 also ends the session.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', base = 'app', checkCode = true } = options;
  // Built outside the try: a bad build setting is a bug to surface, not a network failure.
  const url = buildUrl(path, base, options.query);
  const headers = buildHeaders(options, url);
  const idempotent = options.idempotent || options.idempotencyKey !== undefined;
  if (idempotent) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? newIdempotencyKey());
  // A file (the media upload) goes as its own bytes with its own type; anything else as JSON.
  const file = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (file) headers.set('Content-Type', file.type || 'application/octet-stream');
  const init: RequestInit = {
    method,
    headers,
    body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  };
  let response: Response | undefined;
  for (let attempt = 0; !response; attempt += 1) {
    try {
      // On the server (entry-server.tsx) the call goes to the API in the same process.
      response = await (serverContext()?.fetch ?? fetch)(url, init);
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // Only a deduplicated write may be sent again: the server may have done it and lost only the reply.
      if (idempotent && attempt < IDEMPOTENT_RETRIES) continue;
      throw new ApiError({
        status: 0,
        code: NETWORK_ERROR_CODE,
        message: i18n.t('errors:requestFailed'),
        showType: options.showType,
      });
    }
  }

  const body = await parseResponse(response);
  const succeeded = response.status === HTTP_OK && (!checkCode || body.code === SUCCESS_CODE);
  if (succeeded) return body.data as T;

  // A server-side render that meets a 401 falls back to the browser's render, which ends the session itself.
  if (response.status === HTTP_UNAUTHORIZED && !serverContext()) handleUnauthorized();
  throw new ApiError({
    status: response.status,
    code: body.code,
    message: body.message || i18n.t('errors:fallback'),
    errors: body.errors,
    data: body.data ?? null,
    showType: isErrorShowType(body.showType) ? body.showType : options.showType,
  });
}
