import { createServer, type Server } from 'node:http';

/** What the fake answers to subscribeMessage.send: sent, the parent's refusal (43101), or an expired token once. */
export type FakeWechatMode = 'ok' | 'refused' | 'tokenExpiredOnce';

export interface FakeWechatApi {
  base: string;
  /** The subscribeMessage.send bodies received, with the access token they came with. */
  sent: { accessToken: string; body: Record<string, unknown> }[];
  tokensIssued: number;
  mode: FakeWechatMode;
  close(): Promise<void>;
}

/**
 * A local stand-in for api.weixin.qq.com speaking the three calls reminders make: /cgi-bin/token (client
 * credential, checks the app id and secret), /cgi-bin/message/subscribe/send (checks the token it issued) and
 * /sns/jscode2session (code `code-<x>` is the openid `openid-<x>`).
 */
export async function startFakeWechatApi(appId: string, appSecret: string): Promise<FakeWechatApi> {
  const fake = { sent: [], tokensIssued: 0, mode: 'ok' } as unknown as FakeWechatApi;
  const valid = new Set<string>();
  let expiredOnce = false;
  const server: Server = createServer((req, res) => {
    let payload = '';
    req.on('data', (chunk: Buffer) => (payload += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const q = (name: string) => url.searchParams.get(name) ?? '';
      const answer = (body: Record<string, unknown>) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/cgi-bin/token') {
        if (q('grant_type') !== 'client_credential' || q('appid') !== appId || q('secret') !== appSecret)
          return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
        const token = `token-${++fake.tokensIssued}`;
        valid.add(token);
        return answer({ access_token: token, expires_in: 7200 });
      }
      if (url.pathname === '/cgi-bin/message/subscribe/send' && req.method === 'POST') {
        const accessToken = q('access_token');
        if (!valid.has(accessToken)) return answer({ errcode: 40001, errmsg: 'invalid credential' });
        if (fake.mode === 'tokenExpiredOnce' && !expiredOnce) {
          expiredOnce = true;
          valid.delete(accessToken);
          return answer({ errcode: 42001, errmsg: 'access_token expired' });
        }
        const body = JSON.parse(payload || '{}') as Record<string, unknown>;
        fake.sent.push({ accessToken, body });
        if (fake.mode === 'refused') return answer({ errcode: 43101, errmsg: 'user refuse to accept the msg' });
        return answer({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/sns/jscode2session') {
        if (q('appid') !== appId || q('secret') !== appSecret || !q('js_code').startsWith('code-'))
          return answer({ errcode: 40029, errmsg: 'invalid code' });
        return answer({ openid: `openid-${q('js_code').slice(5)}`, session_key: 'fake-session-key' });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
