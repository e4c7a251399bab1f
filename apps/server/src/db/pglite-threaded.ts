import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExecProtocolResult, PGlite } from '@electric-sql/pglite';
import type { BackendMessage as WireMessage, DatabaseError as WireError } from 'pg-protocol/dist/messages.js';
import { Parser as WireParser } from 'pg-protocol/dist/parser.js';
import { SharedGate } from './shared-gate.ts';

type PgliteModule = typeof import('@electric-sql/pglite');
type BackendMessage = ExecProtocolResult['messages'][number];

/** A call to the database's thread (pglite-thread.mjs) and its answer, matched by `id`. */
type ThreadCall = { id: number; op: 'exec'; message: Uint8Array } | { id: number; op: 'dump' | 'close' };
interface ThreadAnswer {
  id: number;
  /** Transferred from the thread: its own buffer. */
  bytes?: Uint8Array<ArrayBuffer>;
  error?: { message: string; name?: string; stack?: string };
}

export interface ThreadedOptions {
  dataDir: string | null;
}

/**
 * Settings PostgreSQL starts with, after PGlite's own start parameters (docs/decisions/4600-embedded-database-memory.md):
 * PGlite clears all of its shared memory at each start, sized by PostgreSQL's defaults for a server of 100
 * connections and 128 MB of buffers; PGlite has one connection, and the process's own memory and the system's file
 * cache hold what 32 MB of buffers do not. A start 0.4 s shorter, 100 MB less resident, no fewer answers a second.
 */
export const EMBEDDED_POSTGRES_SETTINGS: Readonly<Record<string, string>> = { max_connections: '5', shared_buffers: '32MB' };

/** The thread's script: beside this file under the tests and tsx, beside the bundle (dist/) once built. */
const THREAD_SCRIPT = new URL('./pglite-thread.mjs', import.meta.url);

/** What every thread's PGlite starts from: its WebAssembly compiled, and the files of its PostgreSQL installation. */
interface Artifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}
let artifacts: Promise<Artifacts> | undefined;
/** WebAssembly's global object: this project's type libraries (ES2023, Node's) declare its types only. */
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } };

/**
 * PGlite's artifacts, read and compiled once per process: a thread left to itself compiles them again (1.5 s more a
 * database opened, each test file's included). A compiled module crosses to a thread without being compiled again.
 */
function pgliteArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(path.join(dir, file)));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      readFile(path.join(dir, 'pglite.data')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return artifacts;
}

/** The PGlite the server uses, with `runShared` for the calls that are one message whole (db/pglite-prepared.ts). */
export interface ThreadedPGlite extends PGlite {
  runShared<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * PGlite with its PostgreSQL in a worker thread (docs/decisions/4400-embedded-database-in-its-own-thread.md).
 *
 * PGlite's class is two halves: `BasePGlite` makes a query's wire-protocol messages, holds the locks that keep
 * queries and transactions apart, and reads the answers with the caller's parsers; its subclass runs the messages
 * in PostgreSQL compiled to WebAssembly, synchronously, in the caller's thread. Here the first half stays in the
 * server's thread (so Drizzle, the prepared statements and the tests see PGlite's own class) and only the running
 * crosses to the database's thread, as bytes. The server's loop keeps serving its sockets while PostgreSQL works,
 * and the two use the machine's two cores.
 *
 * Calls that are one message whole (`runShared`) are sent without waiting for the answers before them, so that the
 * database's thread finds the next one waiting; a transaction or a query of several messages holds the gate alone.
 * `BasePGlite` is not exported by name: it is the parent of the browser worker's client class, which is.
 */
export async function openThreadedPglite(pglite: PgliteModule, options: ThreadedOptions): Promise<ThreadedPGlite> {
  const script = fileURLToPath(THREAD_SCRIPT);
  if (!existsSync(script)) throw new Error(`the embedded database's thread script is missing: ${script}`);
  const { PGliteWorker } = await import('@electric-sql/pglite/worker');
  const BasePGlite = Object.getPrototypeOf(PGliteWorker) as abstract new () => PGlite;
  const { messages } = pglite.protocol;

  const worker = new Worker(script, {
    workerData: { dataDir: options.dataDir, settings: EMBEDDED_POSTGRES_SETTINGS, ...(await pgliteArtifacts()) },
  });
  const waiting = new Map<number, { resolve: (answer: ThreadAnswer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let gone: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));

  worker.on('message', (answer: ThreadAnswer) => {
    const caller = waiting.get(answer.id);
    if (!caller) return;
    waiting.delete(answer.id);
    // The thread keeps the process alive only while a call waits on it: a script that has closed nothing still ends.
    if (waiting.size === 0) worker.unref();
    if (answer.error) caller.reject(Object.assign(new Error(answer.error.message), answer.error));
    else caller.resolve(answer);
  });
  const fail = (error: Error) => {
    gone ??= error;
    for (const caller of waiting.values()) caller.reject(gone);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread ended (exit code ${code})`)));

  const call = (op: ThreadCall['op'], message?: Uint8Array): Promise<ThreadAnswer> => {
    if (gone) return Promise.reject(gone);
    const id = (lastId += 1);
    return new Promise<ThreadAnswer>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      // The message is PGlite's serializer's own buffer: copied to the thread, not transferred.
      worker.postMessage(op === 'exec' ? { id, op, message } : { id, op });
    });
  };

  /**
   * An answer's messages, read as PGlite's own reading does (the first error thrown once the answer is read, with
   * what came before it; notices handed to `onNotice`), by pg's parser: the two parsers are one lineage and make the
   * same messages, but PGlite's copies every value's bytes before decoding them and took 84-108 µs an answer of the
   * growth curve (2.6 KB) where pg's takes 7-10 (2026-12-03), on the server's thread, the one the embedded rows wait
   * for. Errors become PGlite's own `DatabaseError`, which its query paths recognise.
   */
  function readMessages(data: Uint8Array, throwOnError: boolean, onNotice?: (notice: BackendMessage) => void): BackendMessage[] {
    const results: BackendMessage[] = [];
    let error: BackendMessage | null = null;
    new WireParser().parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength), (wire: WireMessage) => {
      if (error) return;
      let message = wire as unknown as BackendMessage;
      if (wire.name === 'error') {
        const { message: text, length, name, ...fields } = wire as WireError;
        message = Object.assign(new messages.DatabaseError(text, length, name), fields);
        if (throwOnError) error = message;
      } else if (wire.name === 'notice') {
        onNotice?.(message);
      }
      results.push(message);
    });
    if (error) throw error;
    return results;
  }

  interface ProtocolOptions {
    throwOnError?: boolean;
    onNotice?: (notice: BackendMessage) => void;
  }

  class Threaded extends BasePGlite implements ThreadedPGlite {
    override debug = 0 as const;
    readonly #queries = new pglite.Mutex();
    readonly #gate = new SharedGate();
    #closed = false;

    runShared<T>(work: () => Promise<T>): Promise<T> {
      return this.#gate.shared(work);
    }

    override waitReady = ready;
    override get ready(): boolean {
      return !this.#closed && gone === null;
    }
    override get closed(): boolean {
      return this.#closed;
    }

    override async execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
      return (await call('exec', message)).bytes ?? new Uint8Array(0);
    }
    override async execProtocol(message: Uint8Array, { throwOnError = true, onNotice }: ProtocolOptions = {}): Promise<ExecProtocolResult> {
      const data = await this.execProtocolRaw(message);
      return { messages: readMessages(data, throwOnError, onNotice), data };
    }
    override async execProtocolStream(message: Uint8Array, options: ProtocolOptions = {}): Promise<BackendMessage[]> {
      return (await this.execProtocol(message, options)).messages;
    }
    override async execProtocolRawStream(message: Uint8Array, { onRawData }: { onRawData: (data: Uint8Array) => void }): Promise<void> {
      onRawData(await this.execProtocolRaw(message));
    }
    /** The thread's PGlite writes through to its file system (Node's, or memory): there is nothing to sync. */
    override async syncToFs(): Promise<void> {}

    override async _handleBlob(blob?: Blob): Promise<void> {
      if (blob) throw new Error('COPY to or from a blob is not supported by the embedded database');
    }
    override async _getWrittenBlob(): Promise<undefined> {
      return undefined;
    }
    override async _cleanupBlob(): Promise<void> {}
    override async _checkReady(): Promise<void> {
      await ready;
    }
    override _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T> {
      return this.#queries.runExclusive(work);
    }
    override _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
      return this.#gate.exclusive(work);
    }

    // LISTEN/NOTIFY: used with PostgreSQL only (one instance here, nothing to hear from).
    override async listen(): Promise<never> {
      throw new Error('LISTEN is not supported by the embedded database');
    }
    override async unlisten(): Promise<void> {}
    override onNotification(): () => void {
      return () => undefined;
    }
    override offNotification(): void {}

    /** The data directory as a gzipped tarball (db/backup.ts), taken between two calls. */
    override async dumpDataDir(): Promise<File> {
      const { bytes } = await this.#gate.exclusive(() => call('dump'));
      return new File([bytes ?? new Uint8Array(0)], 'pgdata.tar.gz', { type: 'application/x-gzip' });
    }

    override async close(): Promise<void> {
      if (this.#closed) return;
      this.#closed = true;
      if (!gone) await this.#gate.exclusive(() => call('close'));
      await worker.terminate();
    }
  }

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const client = new Threaded();
  // As PGlite's own start ends: the array types' parsers and serializers, read from the database.
  await (client as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
  return client;
}
