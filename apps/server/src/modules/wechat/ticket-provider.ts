/**
 * Where the jsapi_ticket comes from: set directly (WECHAT_JSAPI_TICKET, e.g. shared by another service that
 * owns the official account's access token), or fetched with the app's credentials and cached.
 */
export interface JsapiTicketProvider {
  ticket(): Promise<string>;
}

export class TicketUnavailableError extends Error {}

export function staticTicketProvider(ticket: string): JsapiTicketProvider {
  return { ticket: async () => ticket };
}

export interface FetchedTicket {
  ticket: string;
  /** Lifetime WeChat gave it (7200 s today). */
  expiresInSeconds: number;
}
export type TicketFetcher = () => Promise<FetchedTicket>;

/** WeChat's API host (official account documentation: "获取Access token", "JS-SDK: 获得jsapi_ticket"). */
export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
/** A page waits for the signature: give up on WeChat after this long rather than hang it. */
export const WECHAT_TIMEOUT_MS = 10_000;

/**
 * The two documented calls: client-credential access_token, then the jsapi ticket. Any `errcode` other than
 * 0 is a failure; the message names the call and WeChat's code, never the secret.
 */
export function wechatApiFetcher(appId: string, appSecret: string, fetchImpl: typeof fetch = fetch): TicketFetcher {
  async function getJson(url: string, call: string): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(url, { signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) });
    } catch {
      throw new TicketUnavailableError(`WeChat ${call}: unreachable`);
    }
    if (!res.ok) throw new TicketUnavailableError(`WeChat ${call}: HTTP ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    if (body.errcode !== undefined && body.errcode !== 0)
      throw new TicketUnavailableError(`WeChat ${call}: errcode ${String(body.errcode)}`);
    return body;
  }
  return async () => {
    const token = await getJson(
      `${WECHAT_API_BASE}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}`,
      'token',
    );
    if (typeof token.access_token !== 'string') throw new TicketUnavailableError('WeChat token: no access_token');
    const ticket = await getJson(
      `${WECHAT_API_BASE}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token.access_token)}&type=jsapi`,
      'getticket',
    );
    if (typeof ticket.ticket !== 'string') throw new TicketUnavailableError('WeChat getticket: no ticket');
    return { ticket: ticket.ticket, expiresInSeconds: Number(ticket.expires_in) || 0 };
  };
}

/**
 * Renew this long before WeChat's expiry, so a signature made just before it is still valid when the page
 * calls wx.config (and clocks may differ). WeChat's ticket lives 7200 s; 300 s is a safe margin.
 */
export const TICKET_EXPIRY_MARGIN_SECONDS = 300;

/**
 * Caches the fetched ticket until its expiry minus the margin. Concurrent callers while a fetch is under way
 * share that one fetch (WeChat limits the calls per day, and a second fetch would invalidate the first token).
 * A failed fetch is not cached: the next call tries again.
 */
export function cachedTicketProvider(
  fetchTicket: TicketFetcher,
  options: { now?: () => number; marginSeconds?: number } = {},
): JsapiTicketProvider {
  const now = options.now ?? Date.now;
  const marginMs = (options.marginSeconds ?? TICKET_EXPIRY_MARGIN_SECONDS) * 1000;
  let cached: { ticket: string; renewAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  return {
    async ticket() {
      if (cached && now() < cached.renewAt) return cached.ticket;
      if (!inflight) {
        inflight = fetchTicket()
          .then((fetched) => {
            cached = { ticket: fetched.ticket, renewAt: now() + fetched.expiresInSeconds * 1000 - marginMs };
            return fetched.ticket;
          })
          .finally(() => {
            inflight = null;
          });
      }
      return inflight;
    },
  };
}
