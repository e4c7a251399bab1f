import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir, startServer, type ServerProcess } from '../test-support/server-process.ts';

/** The inode of the socket listening on `port` (Linux: /proc/net/tcp and tcp6, state 0A is LISTEN). */
function listeningInode(port: number): string | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') return fields[9];
    }
  }
  return undefined;
}

/** How many of `pid`'s descriptors are that socket. */
function descriptorsOf(pid: number, inode: string): number {
  const dir = `/proc/${pid}/fd`;
  return readdirSync(dir).filter((fd) => {
    try {
      return readlinkSync(`${dir}/${fd}`) === `socket:[${inode}]`;
    } catch {
      return false; // closed meanwhile
    }
  }).length;
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(true))).on('error', () => resolve(false));
  });

let server: ServerProcess | undefined;
// Made by the test: where it is skipped (PostgreSQL), so are the hooks that would remove it.
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// Decision 4500; the descriptors are the process's, whichever database it runs on: the embedded one here.
describe.skipIf(process.env.TEST_DB === 'postgres' || !existsSync('/proc/net/tcp'))('the listening socket', () => {
  it('is watched through four descriptors by the server alone, every connection is served, and SIGTERM closes them all', async () => {
    // The run's migrated database: this is about the socket, not about a first start.
    dataDir = mkdtempSync(path.join(tmpdir(), 'sprout-listening-'));
    server = await startServer({ DATA_DIR: seededDataDir(dataDir) });
    const port = Number(new URL(server.url).port);
    const inode = listeningInode(port);
    expect(inode).toBeDefined();
    expect(descriptorsOf(server.child.pid!, inode!)).toBe(4);
    // The helper that sent the descriptors back has exited: the socket is the server's alone.
    const holders = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== server!.child.pid)
      .filter((pid) => {
        try {
          return descriptorsOf(Number(pid), inode!) > 0;
        } catch {
          return false; // another user's process, or one that ended
        }
      });
    expect(holders).toEqual([]);

    // Sixty connections at once, none with keep-alive: each is accepted by one descriptor or another and answered.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${server!.url}/healthz`, { headers: { connection: 'close' } }).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(60).fill(200));

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await connects(port)).toBe(false);
  });
});
