import type { ReminderWechatConfig } from '../../config/reminders-env.ts';

/** A page waits on none of these calls (the daily run does): still, give up on WeChat after this long. */
const WECHAT_TIMEOUT_MS = 10_000;
/** Renew the access token this long before WeChat's expiry (7200 s today). */
const TOKEN_MARGIN_MS = 300_000;
/** access_token invalid or expired: fetch a new one and try once more. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

export class WechatApiError extends Error {
  constructor(
    readonly call: string,
    readonly errcode: number | null,
  ) {
    // The message names the call and WeChat's code, never the secret, the token or the openid.
    super(`WeChat ${call}: ${errcode === null ? 'unreachable or not JSON' : `errcode ${errcode}`}`);
  }
}

export type SubscribeData = Record<string, { value: string }>;

/**
 * The WeChat calls of reminders, on the configured API base (tests: a local fake): the client-credential access token
 * (cached), `subscribeMessage.send` (POST /cgi-bin/message/subscribe/send) and `code2Session` (GET /sns/jscode2session),
 * which turns the code of the parent's WeChat into the openid the messages go to.
 */
export function wechatReminderApi(config: Extract<ReminderWechatConfig, { kind: 'api' }>, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; renewAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function call(name: string, url: string, init?: RequestInit): Promise<Record<string, unknown>> {
    let body: Record<string, unknown>;
    try {
      const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) });
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      throw new WechatApiError(name, null);
    }
    if (body.errcode !== undefined && body.errcode !== 0) throw new WechatApiError(name, Number(body.errcode));
    return body;
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    inflight ??= (async () => {
      const query = new URLSearchParams({ grant_type: 'client_credential', appid: config.appId, secret: config.appSecret });
      const body = await call('token', `${config.apiBase}/cgi-bin/token?${query}`);
      if (typeof body.access_token !== 'string') throw new WechatApiError('token', null);
      token = { value: body.access_token, renewAt: Date.now() + Number(body.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS };
      return token.value;
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return {
    /** subscribeMessage.send: one message of the reminder template to one openid. */
    async subscribeSend(message: { touser: string; data: SubscribeData; lang: 'zh_CN' | 'en_US' }): Promise<void> {
      const payload = JSON.stringify({
        touser: message.touser,
        template_id: config.templateId,
        ...(config.page ? { page: config.page } : {}),
        data: message.data,
        lang: message.lang,
      });
      const send = async () =>
        call(
          'subscribeMessage.send',
          `${config.apiBase}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(await accessToken())}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: payload,
          },
        );
      try {
        await send();
      } catch (error) {
        if (!(error instanceof WechatApiError) || error.errcode === null || !TOKEN_ERRORS.has(error.errcode)) throw error;
        token = null;
        await send();
      }
    },

    /** code2Session: the openid of the parent's WeChat from the code `wx.login` gave. */
    async openIdOf(code: string): Promise<string> {
      const query = new URLSearchParams({ appid: config.appId, secret: config.appSecret, js_code: code, grant_type: 'authorization_code' });
      const body = await call('code2Session', `${config.apiBase}/sns/jscode2session?${query}`);
      if (typeof body.openid !== 'string' || body.openid === '') throw new WechatApiError('code2Session', null);
      return body.openid;
    },
  };
}
export type WechatReminderApi = ReturnType<typeof wechatReminderApi>;
