/**
 * How a busy Node server accepts new connections (decision 2870): a bare `http` server spends half a millisecond of
 * CPU on each request; a second process keeps 50 keep-alive connections busy on it, then opens 60 more at once and
 * notes when each is established on its side. The server notes when it accepts each of the 60.
 *
 *   npx tsx scripts/bench/accept-turns.ts [handles]
 *
 * On the 2-core machine (Node 20.20, libuv 1.46) the 60 were established within 16 ms and accepted one per turn of
 * the server's event loop, 26-34 ms apart, the last 1.7 s after the first: libuv takes one connection off the
 * listening socket each time the loop polls it. `handles`: the listening socket watched through that many
 * descriptors, as the server watches it (http/accept-handles.ts, decision 4500): with 4, the 60 were accepted over
 * 415-460 ms (1,725-1,786 with 1, 240 with 8).
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { acceptOnMoreHandles } from '../../apps/server/src/http/accept-handles.ts';

const BUSY = 50;
const NEW = 60;
const WORK_MS = 0.5;

if (process.argv[2] === 'client') {
  const port = Number(process.argv[3]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: BUSY });
  const again = (): void => {
    http.get({ host: '127.0.0.1', port, agent }, (res) => {
      res.resume();
      res.on('end', again);
    });
  };
  for (let i = 0; i < BUSY; i++) again();
  setTimeout(() => {
    const started = performance.now();
    const established: number[] = [];
    for (let i = 0; i < NEW; i++) {
      net.connect(port, '127.0.0.1').on('connect', () => {
        established.push(performance.now() - started);
        if (established.length === NEW) {
          console.log(`client: the ${NEW} new connections established within ${Math.max(...established).toFixed(1)} ms`);
        }
      });
    }
  }, 1000);
  setTimeout(() => process.exit(0), 3500);
} else {
  const accepted: number[] = [];
  const server = http.createServer((_req, res) => {
    const until = performance.now() + WORK_MS;
    while (performance.now() < until);
    res.end('ok');
  });
  server.on('connection', () => accepted.push(performance.now()));
  server.listen(0, '127.0.0.1', async () => {
    await acceptOnMoreHandles(server, Number(process.argv[2] ?? 1));
    const { port } = server.address() as net.AddressInfo;
    const client = fork(new URL(import.meta.url).pathname, ['client', String(port)], { stdio: 'inherit' });
    client.on('exit', () => {
      const late = accepted.slice(BUSY);
      const gaps = late.slice(1).map((t, i) => t - late[i]!);
      console.log(
        `server: accepted ${late.length} of them over ${(late.at(-1)! - late[0]!).toFixed(0)} ms, ` +
          `${Math.min(...gaps).toFixed(1)}-${Math.max(...gaps).toFixed(1)} ms apart`,
      );
      process.exit(0);
    });
  });
}
