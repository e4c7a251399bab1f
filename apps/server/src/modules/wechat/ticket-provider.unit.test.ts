import { describe, expect, it, vi } from 'vitest';
import { cachedTicketProvider, TicketUnavailableError, wechatApiFetcher, type FetchedTicket } from './ticket-provider.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('cached jsapi ticket provider', () => {
  it('fetches once and serves the cache until expiry minus the margin', async () => {
    let clock = 0;
    let n = 0;
    const fetchTicket = vi.fn(async (): Promise<FetchedTicket> => ({ ticket: `t${++n}`, expiresInSeconds: 7200 }));
    const provider = cachedTicketProvider(fetchTicket, { now: () => clock, marginSeconds: 300 });
    expect(await provider.ticket()).toBe('t1');
    clock = (7200 - 300) * 1000 - 1;
    expect(await provider.ticket()).toBe('t1');
    expect(fetchTicket).toHaveBeenCalledTimes(1);
    clock = (7200 - 300) * 1000;
    expect(await provider.ticket()).toBe('t2');
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch among concurrent callers', async () => {
    const pending = deferred<FetchedTicket>();
    const fetchTicket = vi.fn(() => pending.promise);
    const provider = cachedTicketProvider(fetchTicket);
    const calls = [provider.ticket(), provider.ticket(), provider.ticket()];
    pending.resolve({ ticket: 'shared', expiresInSeconds: 7200 });
    expect(await Promise.all(calls)).toEqual(['shared', 'shared', 'shared']);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure: the next call tries again', async () => {
    const fetchTicket = vi
      .fn<() => Promise<FetchedTicket>>()
      .mockRejectedValueOnce(new TicketUnavailableError('down'))
      .mockResolvedValueOnce({ ticket: 'ok', expiresInSeconds: 7200 });
    const provider = cachedTicketProvider(fetchTicket);
    await expect(provider.ticket()).rejects.toThrow('down');
    expect(await provider.ticket()).toBe('ok');
  });
});

describe('WeChat API ticket fetcher', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('gets an access token with the app credentials, then the jsapi ticket', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return url.includes('/cgi-bin/token')
        ? json({ access_token: 'AT', expires_in: 7200 })
        : json({ errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 });
    }) as unknown as typeof fetch;
    expect(await wechatApiFetcher('wxid', 's3cret', fetchImpl)()).toEqual({ ticket: 'TICKET', expiresInSeconds: 7200 });
    expect(urls[0]).toBe('https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wxid&secret=s3cret');
    expect(urls[1]).toBe('https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=AT&type=jsapi');
  });

  it('fails with WeChat’s error code and never the secret', async () => {
    const fetchImpl = (async () => json({ errcode: 40125, errmsg: 'invalid appsecret' })) as unknown as typeof fetch;
    const error = await wechatApiFetcher('wxid', 's3cret', fetchImpl)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketUnavailableError);
    expect(String((error as Error).message)).toContain('40125');
    expect(String((error as Error).message)).not.toContain('s3cret');
  });

  it('turns an unreachable WeChat into a ticket error', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(wechatApiFetcher('wxid', 's', fetchImpl)()).rejects.toBeInstanceOf(TicketUnavailableError);
  });
});
