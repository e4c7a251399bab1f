import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openTestDatabase } from '../test-support/test-app.ts';
import { until } from '../test-support/until.ts';

/**
 * The serving gate over real sockets (http/overload.ts, decision 2890), one place: a route that holds each request
 * until the test lets it go shows who is served, in which order, and when a place is given back.
 */
let app: FastifyInstance;
let base: string;
let drop: () => Promise<void>;
const entered: string[] = [];
const held = new Map<string, () => void>();
const HOLD = '/app-web2/test_hold';
const AWAY = '/app-web2/test_away';
/** An answer too large for the socket's buffers: it is still being written while its client does not read. */
const BIG = 'x'.repeat(16_000_000);

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', MAX_SERVING: '1' });
  app = await buildApp({ config, database: opened.database, db: opened.database.db }, { logger: false });
  const hold = async (id: string) => {
    entered.push(id);
    await new Promise<void>((resolve) => held.set(id, resolve));
    return { code: '1', data: id === 'big' ? BIG : id, message: 'OK' };
  };
  const access = { config: { access: { kind: 'public' as const } } };
  app.get(HOLD, access, async (req) => hold((req.query as { id: string }).id));
  app.post(HOLD, access, async (req) => hold((req.body as { id: string }).id));
  // Sleeps without its place until the test wakes it, then answers.
  app.get(AWAY, access, async (req, reply) => {
    const id = (req.query as { id: string }).id;
    await app.overload.awayFromTurn(req, reply, () => new Promise<void>((resolve) => held.set(`${id}-away`, resolve)));
    entered.push(`${id}-back`);
    return { code: '1', data: id, message: 'OK' };
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const counts = () => app.overload.serving();
const get = (id: string) =>
  fetch(`${base}${HOLD}?id=${id}`).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: string } }));
const letGo = async (id: string) => {
  await until(() => held.has(id), `${id} to be served`);
  held.get(id)!();
  held.delete(id);
};
function rawRequest(head: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ host: new URL(base).hostname, port: Number(new URL(base).port) }, () => {
      socket.write(head);
      resolve(socket);
    });
  });
}

describe('the serving gate', () => {
  it('serves admitted requests one place at a time, in the order they came', async () => {
    entered.length = 0;
    const a = get('a');
    await until(() => entered.includes('a'), 'a');
    const b = get('b');
    await until(() => counts().waiting === 1, 'b to wait');
    const c = get('c');
    await until(() => counts().waiting === 2, 'c to wait');
    expect(entered).toEqual(['a']);
    await letGo('a');
    await until(() => entered.length === 2, 'the next');
    expect(entered).toEqual(['a', 'b']);
    expect(counts()).toEqual({ serving: 1, waiting: 1 });
    await letGo('b');
    await letGo('c');
    expect(await Promise.all([a, b, c])).toEqual(
      ['a', 'b', 'c'].map((id) => ({ status: 200, body: expect.objectContaining({ data: id }) })),
    );
    expect(entered).toEqual(['a', 'b', 'c']);
    expect(counts()).toEqual({ serving: 0, waiting: 0 });
  });

  it('gives up the turn of a request whose client left while it waited', async () => {
    entered.length = 0;
    const a = get('a');
    await until(() => entered.includes('a'), 'a');
    const gone = await rawRequest(`GET ${HOLD}?id=gone HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => counts().waiting === 1, 'the request to wait');
    gone.destroy();
    await until(() => counts().waiting === 0, 'its turn to be given up');
    const c = get('c');
    await until(() => counts().waiting === 1, 'c to wait');
    await letGo('a');
    await letGo('c');
    await Promise.all([a, c]);
    expect(entered).toEqual(['a', 'c']);
    expect(counts()).toEqual({ serving: 0, waiting: 0 });
  });

  it('frees the place of a request that waits away from its turn, and lets it go on should its client leave in the queue', async () => {
    entered.length = 0;
    const away = await rawRequest(`GET ${AWAY}?id=r HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => held.has('r-away'), 'r to go away');
    expect(counts()).toEqual({ serving: 0, waiting: 0 });
    const a = get('a');
    await until(() => entered.includes('a'), 'a to be served while r is away');
    // r's wait is over: it queues for a turn again, behind a.
    held.get('r-away')!();
    held.delete('r-away');
    await until(() => counts().waiting === 1, 'r to queue again');
    away.destroy();
    await until(() => entered.includes('r-back'), 'r to go on once its client left');
    expect(counts()).toEqual({ serving: 1, waiting: 0 });
    await letGo('a');
    await a;
    expect(counts()).toEqual({ serving: 0, waiting: 0 });
  });

  it('takes a place for a request with a body only once the body is in: a slow upload holds none', async () => {
    entered.length = 0;
    const body = JSON.stringify({ id: 'upload' });
    const upload = await rawRequest(
      `POST ${HOLD} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await until(() => app.overload.inFlight() === 1, 'the upload to be admitted');
    // The upload's body is still coming: the one place is free for a read.
    const a = get('a');
    await until(() => entered.includes('a'), 'a to be served beside the upload');
    expect(counts()).toEqual({ serving: 1, waiting: 0 });
    const answered = new Promise<string>((resolve) => {
      let text = '';
      upload.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('"OK"')) resolve(text);
      });
    });
    upload.write(body.slice(5));
    await until(() => counts().waiting === 1, 'the upload to wait its turn');
    await letGo('a');
    await letGo('upload');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    expect((await a).status).toBe(200);
    upload.destroy();
    expect(entered).toEqual(['a', 'upload']);
  });

  it('gives the place back once the answer is handed over, not once a slow client has read it', async () => {
    entered.length = 0;
    const slow = await rawRequest(`GET ${HOLD}?id=big HTTP/1.1\r\nHost: x\r\n\r\n`);
    slow.pause();
    await letGo('big');
    // The 16 MB answer waits in the sockets' buffers for a client that does not read; the next request is served.
    const b = get('b');
    await until(() => entered.includes('b'), 'b to be served while the big answer is being written');
    await letGo('b');
    expect((await b).status).toBe(200);
    slow.destroy();
    await until(() => app.overload.inFlight() === 0, 'every place to be given back');
    expect(counts()).toEqual({ serving: 0, waiting: 0 });
  });
});
