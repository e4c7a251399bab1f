// @ts-check
// The embedded database's own thread (db/pglite-threaded.ts, docs/decisions/4400-embedded-database-in-its-own-thread.md).
// Plain JavaScript, checked as TypeScript (apps/server/tsconfig.json): Node runs it as it is, from src/ under the
// tests and from dist/ once built (scripts/build.mjs copies it), where a worker thread would get no TypeScript
// loader. It holds PGlite and runs the wire-protocol bytes the server's thread sends, one call at a time in the
// order sent; making the messages and reading the answers stay on the server's thread.
import { parentPort, workerData } from 'node:worker_threads';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/**
 * The data directory (none: in memory); settings given at PostgreSQL's start;
 * PGlite's WebAssembly as the server's thread compiled it, and its installation's files (db/pglite-threaded.ts).
 * @type {{
 *   dataDir: string | null,
 *   settings: Record<string, string>,
 *   pgliteWasmModule: WebAssembly.Module,
 *   initdbWasmModule: WebAssembly.Module,
 *   fsBundle: Uint8Array,
 * }}
 */
const options = workerData;

const { PGlite } = await import('@electric-sql/pglite');
const client = new PGlite({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  startParams: [...PGlite.defaultStartParams, ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
  pgliteWasmModule: options.pgliteWasmModule,
  initdbWasmModule: options.initdbWasmModule,
  fsBundle: new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (options.fsBundle)]),
});

/**
 * One call's answer bytes. PGlite's raw call would also parse them here, for nothing: the stream hands the bytes
 * over as they come (views into the WebAssembly memory, copied before the next call reuses it).
 * @param {Uint8Array} message
 */
async function run(message) {
  /** @type {Uint8Array[]} */
  const parts = [];
  let length = 0;
  await client.execProtocolRawStream(message, {
    onRawData: (data) => {
      parts.push(data.slice());
      length += data.length;
    },
  });
  if (parts.length === 1) return /** @type {Uint8Array} */ (parts[0]);
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** @param {{ id: number, op: string, message?: Uint8Array }} call */
async function answer(call) {
  switch (call.op) {
    case 'exec': {
      const bytes = await run(/** @type {Uint8Array} */ (call.message));
      port.postMessage({ id: call.id, bytes }, [/** @type {ArrayBuffer} */ (bytes.buffer)]);
      return;
    }
    case 'dump': {
      const dump = await (await client.dumpDataDir('gzip')).arrayBuffer();
      port.postMessage({ id: call.id, bytes: new Uint8Array(dump) }, [dump]);
      return;
    }
    case 'close':
      await client.close();
      port.postMessage({ id: call.id });
      port.close();
      return;
    default:
      throw new Error(`unknown call ${call.op}`);
  }
}

// One call at a time, in the order sent: the server's thread already holds PGlite's locks around each.
let chain = Promise.resolve();
port.on('message', (/** @type {{ id: number, op: string }} */ call) => {
  chain = chain.then(() =>
    answer(call).catch((/** @type {unknown} */ error) => {
      const failure =
        error instanceof Error ? { message: error.message, name: error.name, stack: error.stack } : { message: String(error) };
      port.postMessage({ id: call.id, error: failure });
    }),
  );
});

try {
  await client.waitReady;
  port.postMessage({ id: 0 });
} catch (error) {
  port.postMessage({ id: 0, error: { message: error instanceof Error ? error.message : String(error) } });
}
