import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * How many of PostgreSQL's answers are handed to their callers in one turn of the event loop (decision 4300). Each
 * caller goes on with its request from there (scoring, the answer's JSON and compression: 0.3-0.5 ms of this
 * thread's time on the 2-core machine), and the loop accepts a few new connections per turn (decisions 2870, 4500). At 100
 * connections, four a turn: the worst first answer 210 ms against 337 with every waiting caller let go at once,
 * and 3% more answers a second than two a turn.
 */
export const ANSWERS_PER_TURN = 4;

/** Runs a callback in a later turn of the event loop: setImmediate, or a test's own hand. */
export type ScheduleTurn = (run: () => void) => void;

/**
 * Callers waiting for a turn, first come first served, at most `perTurn` of them let go in each turn. A caller that
 * asks during a turn waits for the next one: setImmediate called from an immediate's callback runs in the next
 * iteration of the loop, after its poll for sockets.
 */
export class TurnQueue {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  constructor(
    private readonly perTurn: number,
    private readonly schedule: ScheduleTurn = setImmediate,
  ) {}

  /** Settles in a later turn, after every caller that asked before. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.scheduleDrain();
    });
  }

  private scheduleDrain(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(this.drain);
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    for (const resolve of this.waiting.splice(0, this.perTurn)) resolve();
    if (this.waiting.length > 0) this.scheduleDrain();
  };
}

/**
 * Every answer of `client.query` (the statements Drizzle and the server run outside a transaction, on PostgreSQL's
 * pool or on the embedded database: decision 4400) reaches its caller through `turns`: in a later turn, a few a
 * turn, errors alike. Without it, each answer's caller ran its request on at once, in the turn the answer arrived,
 * and a turn lasted as long as every request whose answer had arrived with it: new connections waited for those
 * turns one by one. A transaction's own statements (`pool.connect()`, PGlite's `transaction`) are not held back:
 * the connection they keep would be held longer. The callback form of pg's `query` is left as it is.
 */
export function answerInTurns(client: pg.Pool | PGlite, turns: TurnQueue = new TurnQueue(ANSWERS_PER_TURN)): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const inTurn = (...args: unknown[]): unknown => {
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    return answer.then(
      async (result: unknown) => {
        await turns.next();
        return result;
      },
      async (error: unknown) => {
        await turns.next();
        throw error;
      },
    );
  };
  client.query = inTurn as typeof client.query;
}
