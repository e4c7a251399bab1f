import http from 'node:http';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptOnMoreHandles } from './accept-handles.ts';

/**
 * Opens `count` connections to `port` from another thread while this one is held (Atomics.wait), so that they wait
 * in the listening socket's queue together; returns once they are all established on the client's side.
 */
function connectWhileHeld(port: number, count: number): void {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const net = require('node:net');
     let open = 0;
     for (let i = 0; i < workerData.count; i++) {
       net.connect(workerData.port, '127.0.0.1').on('connect', () => {
         if (++open === workerData.count) { Atomics.store(workerData.flag, 0, 1); Atomics.notify(workerData.flag, 0); }
       });
     }`,
    { eval: true, workerData: { port, count, flag } },
  );
  // The connections stay open while the worker lives; it is ended with the server.
  workers.push(worker);
  expect(Atomics.wait(flag, 0, 0, 20_000)).not.toBe('timed-out');
}

/** Turns of the event loop (one immediate each) until `server` has seen `count` connections. */
function turnsUntil(server: http.Server, count: number): Promise<number> {
  let seen = 0;
  server.on('connection', () => (seen += 1));
  return new Promise((resolve) => {
    let turns = 0;
    const turn = () => {
      if (seen >= count) return resolve(turns);
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
  });
}

const workers: Worker[] = [];
const servers: http.Server[] = [];

async function listening(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((_req, res) => res.end('ok'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('acceptOnMoreHandles', () => {
  it('without added descriptors, a waiting crowd is accepted one connection a turn', async () => {
    const { server, port } = await listening();
    connectWhileHeld(port, 8);
    expect(await turnsUntil(server, 8)).toBeGreaterThanOrEqual(7);
  });

  it('with four descriptors, up to four a turn, each handed to the server', async () => {
    const { server, port } = await listening();
    const handles = await acceptOnMoreHandles(server, 4);
    expect(handles.added).toBe(3);
    connectWhileHeld(port, 8);
    expect(await turnsUntil(server, 8)).toBeLessThanOrEqual(4);
    // The server answers on every connection, whichever descriptor accepted it.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((r) => r.text())),
    );
    expect(answers).toEqual(Array(12).fill('ok'));
    handles.close();
  });

  it('once closed with the server, nothing listens on the port any more', async () => {
    const { server, port } = await listening();
    const handles = await acceptOnMoreHandles(server, 4);
    handles.close();
    await new Promise((resolve) => server.close(resolve));
    const refused = await new Promise<string>((resolve) => {
      net
        .connect(port, '127.0.0.1')
        .on('connect', () => resolve('connected'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('adds nothing when asked for one descriptor', async () => {
    const { server } = await listening();
    expect((await acceptOnMoreHandles(server, 1)).added).toBe(0);
  });
});
