import pg from 'pg';
import { SESSION_OPTIONS } from './session-options.ts';

/**
 * How many connections carry the pipelined reads (docs/decisions/4900-pipelined-reads.md): one per core of the
 * 2-core machine PostgreSQL shares with the server, so both can run reads at once; a long read (a curve of 5,000
 * records, about 10 ms) holds back only the reads queued behind it on its own connection, and the next read goes to
 * the other.
 */
export const PIPELINED_CONNECTIONS = 2;

/** What the pipelined connections call themselves in `pg_stat_activity` (a DATABASE_URL that names one wins). */
export const PIPELINED_APPLICATION_NAME = 'sprout-reads';

/**
 * A word that makes a statement more than a read, a read that can wait on a lock, or a function whose effect or answer
 * belongs to the connection's session (an advisory lock, a sequence's currval, a setting): such a statement keeps
 * the pool, where it holds one connection of its own while it waits. Conservative by design: a read that merely names
 * one of these words (in a literal, say) takes the pool too, which is only the path every statement took before.
 */
const NOT_A_PLAIN_READ =
  /\b(?:insert|update|delete|merge|truncate|copy|call|do|lock|listen|unlisten|notify|nextval|currval|lastval|setval|set_config|txid_current|pg_current_xact_id)\b|\b\w*(?:advisory|notify|sleep|terminate|cancel|reload|dblink|lo_)\w*\s*\(|\bfor\s+(?:no\s+key\s+)?update\b|\bfor\s+(?:key\s+)?share\b/i;
const READ = /^\s*(?:select|with)\b/i;

const plainRead = new Map<string, boolean>();

/** Whether a statement's text is a plain read (a SELECT, or a WITH of SELECTs, that writes nothing and locks no row). */
export function isPlainRead(text: string): boolean {
  let known = plainRead.get(text);
  if (known === undefined) {
    known = READ.test(text) && !NOT_A_PLAIN_READ.test(text);
    // The server's named statements come in a bounded number of shapes (db/named-query.ts); the cap guards the rest.
    if (plainRead.size < 10_000) plainRead.set(text, known);
  }
  return known;
}

interface NamedQuery {
  name?: unknown;
  text?: unknown;
  submit?: unknown;
}

/** A named statement of the server's own (Drizzle's prepared statements, db/named-query.ts) that only reads. */
function pipelinable(config: unknown, values: unknown, callback: unknown): config is pg.QueryConfig {
  if (typeof config !== 'object' || config === null || typeof values === 'function' || callback !== undefined) return false;
  const query = config as NamedQuery;
  return typeof query.name === 'string' && typeof query.text === 'string' && query.submit === undefined && isPlainRead(query.text);
}

/** A statement's answer, pg's callback form. */
type Answered = (error: Error | null, result: pg.QueryResult) => void;

/**
 * pg's Client with its socket's ref and unref, its backend's process id, and its query's callback form with separate
 * values (pg has them all; its types do not say so).
 */
type PipelineClient = Omit<pg.Client, 'query'> & {
  query(config: pg.QueryConfig, values: unknown, callback: Answered): void;
  ref(): void;
  unref(): void;
  processID: number | null;
};

interface Lane {
  client: PipelineClient;
  ready: Promise<PipelineClient>;
  inFlight: number;
  broken: boolean;
}

export interface PipelinedReads {
  /** The pipelined connections' backend process ids, for tests (null where one is not connected). */
  backendPids(): Promise<Array<number | null>>;
  close(): Promise<void>;
}

/**
 * Sends the server's plain reads that run outside a transaction over a few connections in pipeline mode instead of
 * one pooled connection each (decision 4900): each read is written at once, behind those still running, with its own
 * Sync, so each is its own implicit transaction and an error ends only its own read. PostgreSQL's backend reads
 * several queued reads in one receive and runs them one after another without waiting to be woken, and the server
 * checks out no pooled connection per read. Everything else keeps `pool.query` as before: writes, locking reads,
 * unnamed statements (pg-boss's, `db.execute`), the callback form; transactions keep `pool.connect()`.
 *
 * A read sent after a write's answer arrived starts after that write's commit, on whichever connection: it sees it.
 */
export function pipelineReads(pool: pg.Pool, connectionString: string, lanes: number = PIPELINED_CONNECTIONS): PipelinedReads {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const open: Array<Lane | undefined> = Array.from({ length: lanes }, () => undefined);
  let closed = false;

  const connect = (): Lane => {
    const client = new pg.Client({
      connectionString,
      options: SESSION_OPTIONS,
      pipeline: true,
      application_name: PIPELINED_APPLICATION_NAME,
    } as pg.ClientConfig) as unknown as PipelineClient;
    const lane = { client, inFlight: 0, broken: false } as Lane;
    // A connection that fails (PostgreSQL restarted, the backend ended) fails the reads on it, as a pooled one
    // would, and the next read opens another in its place; the error is not thrown at the process.
    const lose = () => {
      lane.broken = true;
    };
    client.on('error', lose);
    client.on('end', lose);
    lane.ready = client.connect().then(
      () => {
        // As the pool's idle connections (allowExitOnIdle): an idle lane does not keep the process alive.
        if (lane.inFlight === 0) client.unref();
        return client;
      },
      (error: unknown) => {
        lane.broken = true;
        throw error;
      },
    );
    // A failed connect is the reads' error, not an unhandled rejection.
    lane.ready.catch(() => undefined);
    return lane;
  };

  /** The connection with the fewest reads under way, a new one in place of one that broke. */
  const laneForRead = (): Lane => {
    let best: Lane | undefined;
    for (let i = 0; i < open.length; i += 1) {
      let lane = open[i];
      if (lane === undefined || lane.broken) {
        lane = connect();
        open[i] = lane;
      }
      if (best === undefined || lane.inFlight < best.inFlight) best = lane;
    }
    return best!;
  };

  const query = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    if (closed || lanes < 1 || !pipelinable(config, values, callback)) return poolQuery(config, values, callback);
    const lane = laneForRead();
    lane.inFlight += 1;
    if (lane.inFlight === 1) lane.client.ref();
    // pg's callback form, as the pool calls it, not its promise form: with the promise form every scavenge during a
    // long read carried the answer's rows into the old generation (a 5,000-record curve: 6.6 MB a scavenge, 7-17 ms
    // each, against 0.1 MB and 1 ms), measured the same outside the server with pg alone (decision 4900).
    return new Promise((resolve, reject) => {
      // The read's end, whichever way it comes (an answer, an error, what pg throws, a connection that never opened).
      const answered = (error: unknown, result?: pg.QueryResult) => {
        lane.inFlight -= 1;
        if (lane.inFlight === 0 && !lane.broken) lane.client.unref();
        if (error) reject(error);
        else resolve(result);
      };
      lane.ready.then((client) => {
        try {
          client.query(config, values, answered);
        } catch (error) {
          answered(error);
        }
      }, answered);
    });
  };
  pool.query = query as typeof pool.query;

  return {
    async backendPids() {
      return Promise.all(
        open.map(async (lane) => {
          if (lane === undefined || lane.broken) return null;
          const client = await lane.ready.catch(() => null);
          return client?.processID ?? null;
        }),
      );
    },
    async close() {
      closed = true;
      await Promise.all(open.map((lane) => lane?.ready.then((client) => client.end()).catch(() => undefined)));
    },
  };
}
