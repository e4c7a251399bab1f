import { connect, type Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';
import { MIN_IN_FLIGHT, REFUSED_READ_PAUSE_MS } from './overload.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ MAX_IN_FLIGHT: '2' });
});
afterAll(async () => ctx?.close());

const records = `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/records`;

describe('under overload', () => {
  it('refuses at once beyond the bound with 503, Retry-After and the envelope, while /healthz answers', async () => {
    const token = await ctx.tokenFor('parentWang');
    const burst = await Promise.all([
      ...Array.from({ length: 8 }, () => ctx.app.inject({ url: `${records}?lang=en-US`, headers: { token } })),
      ctx.app.inject({ url: '/healthz' }),
    ]);
    const health = burst.pop()!;
    expect(health.statusCode).toBe(200);
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = burst.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json()).toEqual({
      code: 'UNAVAILABLE',
      data: { retryAfterSeconds: 1 },
      message: 'The service is busy. Please try again in a moment.',
    });
    // Every place is given back: the next calls are served.
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ url: records, headers: { token } })).statusCode).toBe(200);
  });
});

describe('under a burst over real sockets on the embedded database', () => {
  it('answers each request or refuses it with 503 and Retry-After, gives every place back, and /healthz answers', async () => {
    const burst = await createTestContext();
    try {
      const base = await burst.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await burst.tokenFor('parentWang');
      const health: number[] = [];
      const probing = (async () => {
        for (let i = 0; i < 5; i++) health.push((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(20_000) })).status);
      })();
      // 60 requests at once on a quiet instance: it admits at least MIN_IN_FLIGHT at once, more as it measures its rate.
      const answers = await Promise.all(
        Array.from({ length: 60 }, async () => {
          const r = await fetch(`${base}${records}?lang=en-US`, { headers: { token }, signal: AbortSignal.timeout(30_000) });
          return { status: r.status, retryAfter: r.headers.get('retry-after'), body: (await r.json()) as { code: string } };
        }),
      );
      await probing;
      expect(health).toEqual([200, 200, 200, 200, 200]);
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      // How many are refused depends on how fast this machine answers; each refusal is the envelope.
      const refused = answers.filter((a) => a.status === 503);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(MIN_IN_FLIGHT);
      for (const r of refused) expect(r).toMatchObject({ retryAfter: '1', body: { code: 'UNAVAILABLE' } });
      // Nothing is left holding a place.
      expect((await fetch(`${base}${records}`, { headers: { token } })).status).toBe(200);
    } finally {
      await burst.close();
    }
  }, 90_000);
});

describe('a connection refused at once', () => {
  const opened: Socket[] = [];
  // A loaded machine (the suites run side by side) may take more than expect.poll's default second.
  const POLL = { timeout: 10_000 };
  // Each answer's status line (the JSON bodies hold no such text, and the next answer follows a body on its line).
  const answersIn = (text: string) => text.match(/HTTP\/1\.1 \d+ /g) ?? [];
  /** A raw keep-alive connection to `port`, the text it has received so far, and when each chunk came. */
  async function rawConnection(port: number) {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    opened.push(socket);
    const received = { text: '' };
    socket.on('data', (chunk) => {
      received.text += chunk.toString();
    });
    return { socket, received };
  }

  it('holds requests carrying a body to their own bound, and still admits reads beside them', async () => {
    const guarded = await createTestContext({ MAX_IN_FLIGHT_WITH_BODY: '2' });
    try {
      const port = Number(new URL(await guarded.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const token = await guarded.tokenFor('parentWang');
      const save = '/health-info-service/app/growth/save';
      const post = `POST ${save} HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n`;
      // Two writes whose bodies never come hold the two places for bodies.
      const holders = await Promise.all([rawConnection(port), rawConnection(port)]);
      for (const { socket } of holders) socket.write(post);
      await expect.poll(() => guarded.app.overload.inFlight(), POLL).toBe(2);
      const third = await rawConnection(port);
      third.socket.write(post);
      await expect.poll(() => answersIn(third.received.text).length, POLL).toBe(1);
      expect(third.received.text).toMatch(/^HTTP\/1\.1 503 [^]*retry-after: 1/i);
      // A read is under the instance's own bound, far from reached: served.
      expect((await fetch(`http://127.0.0.1:${port}${records}`, { headers: { token } })).status).toBe(200);
      // A body's place given back, the next write is admitted (and answered: its body is no growth record).
      holders[0]!.socket.destroy();
      await expect.poll(() => guarded.app.overload.inFlight(), POLL).toBe(1);
      const fourth = await fetch(`http://127.0.0.1:${port}${save}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: '{"x":1}',
      });
      expect(fourth.status).toBe(400);
    } finally {
      for (const socket of opened.splice(0)) socket.destroy();
      await guarded.close();
    }
  });

  it('is not read again for a moment, so a client that sends again at once does not keep the loop refusing', async () => {
    const guarded = await createTestContext({ MAX_IN_FLIGHT: '2' });
    try {
      const port = Number(new URL(await guarded.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const token = await guarded.tokenFor('parentWang');
      // Two writes whose bodies never come hold both places: admitted (in flight) from their headers on.
      const holders = await Promise.all([rawConnection(port), rawConnection(port)]);
      const save = '/health-info-service/app/growth/save';
      for (const { socket } of holders) {
        socket.write(`POST ${save} HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n`);
      }
      await expect.poll(() => guarded.app.overload.inFlight(), POLL).toBe(2);
      const client = await rawConnection(port);
      // When the server read each request, on its own clock: the client's clock would count the time its 'data'
      // event waited for a loaded loop against the pause.
      const readAt: number[] = [];
      guarded.app.server.on('request', () => readAt.push(performance.now()));
      const get = `GET ${records} HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\n\r\n`;
      // Sent again the moment the refusal arrives (in the same 'data' event): read, and refused again, only after
      // the pause.
      let sentAgain = 0;
      client.socket.once('data', () => {
        sentAgain = performance.now();
        client.socket.write(get);
      });
      client.socket.write(get);
      await expect.poll(() => answersIn(client.received.text).length, POLL).toBe(2);
      expect(client.received.text).toMatch(/^HTTP\/1\.1 503 /);
      expect(sentAgain).toBeGreaterThan(0);
      // The pause starts once the first refusal is written, after the server read that request: the second is read
      // at least the pause later.
      expect(readAt).toHaveLength(2);
      expect(readAt[1]! - readAt[0]!).toBeGreaterThanOrEqual(REFUSED_READ_PAUSE_MS - 1);
      expect(answersIn(client.received.text)).toEqual(['HTTP/1.1 503 ', 'HTTP/1.1 503 ']);
      // The places given back (the holders leave), the same connection is served.
      for (const { socket } of holders) socket.destroy();
      await expect.poll(() => guarded.app.overload.inFlight(), POLL).toBe(0);
      client.socket.write(get);
      await expect.poll(() => answersIn(client.received.text).length, POLL).toBe(3);
      expect(answersIn(client.received.text)[2]).toBe('HTTP/1.1 200 ');
    } finally {
      for (const socket of opened.splice(0)) socket.destroy();
      await guarded.close();
    }
  });
});

describe('compression', () => {
  it('sends JSON gzip-compressed when the client accepts it, and plain when it does not', async () => {
    const token = await ctx.tokenFor('parentWang');
    const plain = await ctx.app.inject({ url: records, headers: { token } });
    const gzip = await ctx.app.inject({ url: records, headers: { token, 'accept-encoding': 'gzip, deflate' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});

describe('while shutting down', () => {
  it('answers a request still arriving on an open connection with 503, Retry-After and the envelope', async () => {
    const closing = await createTestContext();
    const address = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // A request whose headers have begun is not idle, so close() waits for it instead of cutting it off.
    socket.write('GET /app-web2/clinics?lang=en-US HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    const closed = closing.app.close();
    socket.write('\r\n');
    await ended;
    await closed;
    await closing.close().catch(() => undefined);
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'UNAVAILABLE',
      data: { retryAfterSeconds: 1 },
      message: 'The service is busy. Please try again in a moment.',
    });
  });
});
