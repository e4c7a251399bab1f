import { spawn, type SendHandle } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import net from 'node:net';

/**
 * The helper's whole program: every handle it is sent goes back the way it came. A handle crossing an IPC channel
 * arrives as a new descriptor of the same socket (SCM_RIGHTS), so one round trip is one more descriptor.
 */
const ECHO = "process.on('message', (message, handle) => process.send(message, handle));";

/** The descriptors added: how many, and how to stop them accepting. */
export interface AddedHandles {
  added: number;
  close(): void;
}

/**
 * `server`'s listening socket watched through `handles` descriptors (its own and `handles - 1` more), every
 * connection the others accept handed to `server` as its own. libuv takes one connection off a watched descriptor
 * each time its poll finds it readable, once per turn of the loop (decision 2870): with several, a loaded turn
 * accepts several, and a burst of new clients is not taken in one per turn while the loop works for the connected
 * ones (decision 4500).
 *
 * Node 20 has neither `dup(2)` nor `SO_REUSEPORT` (`reusePort` came in 22.12), but it passes descriptors between
 * processes: a helper started for the purpose sends the socket back as often as asked, then exits. The helper
 * never listens (a native handle is not watched until `listen`), so it takes no connection. None are added when
 * `handles` is 1 or the helper fails (cannot start, or ends before it answered): the server then accepts as Node
 * alone does. `close()` stops every added descriptor accepting at once (the server's own is closed by
 * `server.close()`); the connections they accepted are the server's, closed with it.
 */
export async function acceptOnMoreHandles(server: HttpServer, handles: number): Promise<AddedHandles> {
  const extra = handles - 1;
  // The libuv handle under the listening server: what Node's own cluster sends its workers (a "net.Native" handle).
  const handle = (server as unknown as { _handle?: SendHandle | null })._handle;
  if (extra <= 0 || !handle) return { added: 0, close: () => undefined };

  const helper = spawn(process.execPath, ['-e', ECHO], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env: {} });
  const exited = new Promise<void>((resolve) => helper.once('exit', () => resolve()));
  // Whatever the helper does, the start goes on: failing to start, or ending early, rejects the copy waited for.
  const failed = new Promise<never>((_, reject) => {
    helper.once('error', reject);
    void exited.then(() => reject(new Error('the helper ended before sending every descriptor back')));
  });
  failed.catch(() => undefined);
  const listeners: net.Server[] = [];
  try {
    for (let i = 0; i < extra; i++) {
      const received = new Promise<SendHandle>((resolve, reject) => {
        helper.once('message', (_message, copy) => (copy ? resolve(copy) : reject(new Error('the helper sent no descriptor back'))));
        helper.send({ copy: i }, handle, (error) => error && reject(error));
      });
      const copy = await Promise.race([received, failed]);
      const listener = net.createServer();
      // listen(handle): the descriptor is already bound and listening; libuv starts watching it.
      await new Promise<void>((resolve) => listener.listen(copy, resolve));
      listener.on('connection', (socket) => server.emit('connection', socket));
      listeners.push(listener);
    }
  } catch {
    // The server still accepts on its own descriptor: one connection a turn, as without this.
    for (const listener of listeners.splice(0)) listener.close();
  } finally {
    // The helper holds a descriptor of each copy it sent: the socket listens until every descriptor is closed.
    if (helper.pid !== undefined) {
      helper.kill();
      await exited;
    }
  }
  return {
    added: listeners.length,
    close: () => {
      for (const listener of listeners) listener.close();
    },
  };
}
