import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { API_ROOTS } from '@sprout/contracts';
import type { Config } from '../config/env.ts';
import { sendError } from './error-handler.ts';
import { tryAgainIn } from './errors.ts';

/** How long a refused client is asked to wait, seconds (header and envelope). */
export const RETRY_AFTER_SECONDS = 1;

const isApi = (url: string) => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`));

/** The answer time the guard keeps admitted requests under: half the 2 s a client is promised (issue 28), for margin. */
export const QUEUE_TARGET_MS = 1000;
/** Admitted at once whatever the measured capacity: a quiet instance takes a burst of this many. */
export const MIN_IN_FLIGHT = 32;
const BUCKET_MS = 250;
/** Capacity is the best second of the last ten: it survives a pause in traffic, and follows a slower database. */
const BUCKETS = 40;

/**
 * How many requests may be in flight: as many as the instance answers in QUEUE_TARGET_MS at the best rate it
 * reached lately (answers per 250 ms, over the last 10 s), at least MIN_IN_FLIGHT, at most `maxInFlight`. A fixed
 * bound of 128 let PGlite (one query at a time, ~50 answers a second) queue 2.5 s of work and more: requests
 * waited past any client's patience while the queue looked bounded (issue 28: 1,187 of 6,054 unanswered in 10 s).
 */
export class AdmissionLimit {
  private readonly counts = new Array<number>(BUCKETS).fill(0);
  private current = 0;
  private bucketStart: number;
  private peakClosed = 0;

  constructor(
    private readonly maxInFlight: number,
    private readonly now: () => number = Date.now,
  ) {
    this.bucketStart = now();
  }

  private roll(): void {
    const t = this.now();
    if (t - this.bucketStart < BUCKET_MS) return;
    const steps = Math.min(BUCKETS, Math.floor((t - this.bucketStart) / BUCKET_MS));
    for (let i = 0; i < steps; i++) {
      this.current = (this.current + 1) % BUCKETS;
      this.counts[this.current] = 0;
    }
    this.bucketStart = t - ((t - this.bucketStart) % BUCKET_MS);
    this.peakClosed = Math.max(...this.counts.filter((_, i) => i !== this.current));
  }

  /** One answer sent (or its connection closed). */
  answered(): void {
    this.roll();
    this.counts[this.current]!++;
  }

  limit(): number {
    this.roll();
    const perSecond = Math.max(this.peakClosed, this.counts[this.current]!) * (1000 / BUCKET_MS);
    return Math.min(this.maxInFlight, Math.max(MIN_IN_FLIGHT, Math.ceil((perSecond * QUEUE_TARGET_MS) / 1000)));
  }
}

/**
 * Admitted API requests are served in the order they came, at most `size` at a time; the others wait their turn
 * before any database work. Without it every admitted request ran at once and each of their statements queued for
 * the pool's connections in turn, so a request of five statements (a growth save) waited behind the whole crowd
 * five times over while a read of one waited once: at 100 connections the saves set "mix"'s p99 at 190-230 ms where
 * the reads alone kept 60-75 (issue 28; decision 2890). In arrival order a request that has started finishes first.
 */
export class ServingGate {
  private serving = 0;
  private waiting = 0;
  private readonly queue: Array<{ start: () => void; state: 'waiting' | 'serving' | 'left' }> = [];

  constructor(private readonly size: number) {}

  /** Requests being served and waiting their turn (not counting those that left while waiting). */
  counts(): { serving: number; waiting: number } {
    return { serving: this.serving, waiting: this.waiting };
  }

  /**
   * A place for one request: `now` when one is free (the caller goes on), else `start` is called when its turn
   * comes, never from within `enter`. `leave` gives the place back, or the turn if it is still waiting; once.
   */
  enter(start: () => void): { now: boolean; leave: () => void } {
    const entry = { start, state: 'waiting' as 'waiting' | 'serving' | 'left' };
    const now = this.serving < this.size;
    if (now) {
      this.serving++;
      entry.state = 'serving';
    } else {
      this.queue.push(entry);
      this.waiting++;
    }
    const leave = () => {
      const was = entry.state;
      entry.state = 'left';
      if (was === 'waiting') this.waiting--;
      else if (was === 'serving') this.handOn();
    };
    return { now, leave };
  }

  private handOn(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      if (next.state !== 'waiting') continue;
      next.state = 'serving';
      this.waiting--;
      // On a stack of its own: the next request's hooks do not run inside the one that left.
      queueMicrotask(next.start);
      return;
    }
    this.serving--;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's counts (http/overload.ts): for tests and the operator. */
    overload: OverloadGuard;
  }
  interface FastifyRequest {
    /**
     * The request's place in the serving gate: 'afterBody' until its body is in, then its `leave`; 'away' while it
     * waits without one (`awayFromTurn`); null once given back for good (answered, or its client left).
     */
    servingPlace: 'afterBody' | 'away' | (() => void) | null;
  }
}

export interface OverloadGuard {
  inFlight: () => number;
  serving: () => { serving: number; waiting: number };
  /**
   * Runs `wait` without holding a serving place, then takes a turn again, at the back, before going on: for a
   * request that sleeps rather than works (an Idempotency-Key's retry polling for the first answer, up to 5 s),
   * which would otherwise keep one of the few places from every request queued behind it. A request whose client
   * left meanwhile goes on without a place (it has nothing left to answer).
   */
  awayFromTurn: <T>(req: FastifyRequest, reply: FastifyReply, wait: () => Promise<T>) => Promise<T>;
}

/**
 * A bounded queue: at most `AdmissionLimit.limit()` API requests are admitted at once, `maxInFlightWithBody` of
 * them with a body (each holds its place until its answer is sent or its connection closes); one more is refused at
 * once with 503 UNAVAILABLE, `Retry-After` and `data.retryAfterSeconds`, before any database work, instead of
 * waiting without bound. /healthz, /readyz and the web app are not counted, so the balancer's checks keep answering
 * under overload. Per process: each instance protects its own event loop and pool.
 *
 * Of the admitted, at most `maxServing` are served at once, in the order they came (`ServingGate`): a request
 * without a body takes its turn at once, one with a body once the body is in (a phone's slow upload holds no
 * place), and each gives its place back once its answer is handed to the socket (`leaveServingWhenSending`), not
 * once a slow client has read it.
 *
 * While the instance shuts down (SIGTERM: `app.close()`), a request still arriving on an open keep-alive
 * connection gets the same 503 envelope with Retry-After, so the client retries on another instance; Fastify's
 * own closing answer (`return503OnClosing`, off in app.ts) is not the envelope.
 */
export function registerOverloadGuard(app: FastifyInstance, { maxInFlight, maxInFlightWithBody, maxServing }: Config['overload']): void {
  let inFlight = 0;
  let withBody = 0;
  let closing = false;
  const admission = new AdmissionLimit(maxInFlight);
  const gate = new ServingGate(maxServing);
  const takeTurn = (req: FastifyRequest, go: () => void) => {
    const place = gate.enter(go);
    req.servingPlace = place.leave;
    if (place.now) go();
  };
  app.decorateRequest('servingPlace', null);
  app.addHook('preClose', async () => {
    closing = true;
  });
  // With `done` rather than async: the guard runs first on every request and costs no promise.
  app.addHook('onRequest', (req, reply, done) => {
    if (closing) {
      reply.header('Connection', 'close');
      refuse(req, reply);
      return;
    }
    if (!isApi(req.url)) return done();
    const body = carriesBody(req);
    if (inFlight >= admission.limit() || (body && withBody >= maxInFlightWithBody)) {
      refuse(req, reply);
      pauseAfterRefusal(req, reply);
      return;
    }
    inFlight++;
    if (body) withBody++;
    // 'close' comes once per response, whether it was sent or its connection dropped first.
    reply.raw.once('close', () => {
      inFlight--;
      if (body) withBody--;
      admission.answered();
      leaveServing(req);
    });
    if (!body) return takeTurn(req, done);
    req.servingPlace = 'afterBody';
    done();
  });
  // First of the preValidation hooks (the policy reads a write's session in its own): the body is in.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.servingPlace !== 'afterBody') return done();
    takeTurn(req, done);
  });
  const awayFromTurn = async <T>(req: FastifyRequest, reply: FastifyReply, wait: () => Promise<T>): Promise<T> => {
    if (typeof req.servingPlace !== 'function') return wait();
    const place = req.servingPlace;
    req.servingPlace = 'away';
    place();
    try {
      return await wait();
    } finally {
      // Still 'away' unless the client left meanwhile ('close' made it null): then no turn is taken.
      if (req.servingPlace === 'away') {
        await new Promise<void>((resolve) => {
          // Should the client leave while this waits in the queue, 'close' gives the turn up; the request goes on.
          const left = () => resolve();
          reply.raw.once('close', left);
          takeTurn(req, () => {
            reply.raw.off('close', left);
            resolve();
          });
        });
      }
    }
  };
  app.decorate('overload', { inFlight: () => inFlight, serving: () => gate.counts(), awayFromTurn } satisfies OverloadGuard);
}

/**
 * How long a connection refused with 503 is not read from once the refusal is sent, ms. A client that sends again
 * at once (autocannon does, and so would a retry loop that ignores Retry-After) kept the loop busy refusing:
 * at 500 connections the poll of every turn read hundreds of refusals' requests, the admitted requests got what was
 * left (on PostgreSQL 330 answers a second, against 1,600-1,800 with the pause), and the listening socket, whose
 * one accept a turn waits behind that work, let a new connection wait up to 5.4 s for its first answer on the
 * embedded database (2.7-3.1 s with the pause). A well-behaved client waits the second of Retry-After and never
 * notices; 30 ms left a third less for the admitted requests. Decision 2870 has the figures.
 */
export const REFUSED_READ_PAUSE_MS = 50;

/**
 * Stops reading the refused request's connection for REFUSED_READ_PAUSE_MS once the refusal has been handed to
 * it. After 'finish': at a response's end Node reads away a request body left unread (the request's dump, a
 * refused write's), resuming the socket, which would undo an earlier pause. A connection closed meanwhile is left
 * alone.
 */
function pauseAfterRefusal(req: FastifyRequest, reply: FastifyReply): void {
  const socket = req.raw.socket;
  reply.raw.once('finish', () => {
    // Not a socket at all under `inject` (tests), where there is nothing to read from.
    if (socket.destroyed || !(socket instanceof Socket)) return;
    socket.pause();
    setTimeout(() => socket.resume(), REFUSED_READ_PAUSE_MS).unref();
  });
}

function leaveServing(req: FastifyRequest): void {
  const place = req.servingPlace;
  req.servingPlace = null;
  if (typeof place === 'function') place();
}

/**
 * Last of each route's onSend hooks (app.ts registers it after the audit's): the answer is ready, its audit row
 * and Idempotency-Key answer are written, and what is left is the socket's. A request that never reaches it (its
 * connection closed first, or no route) gives its place back on 'close'.
 */
export function leaveServingWhenSending(app: FastifyInstance): void {
  const hook: onSendHookHandler = (req, _reply, payload, done) => {
    leaveServing(req);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [route.onSend ?? []].flat().concat(hook);
  });
}

/** A length above zero, or chunks: the body is still to be read when the request's hooks begin. */
export function carriesBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return length !== undefined ? length !== '0' : req.headers['transfer-encoding'] !== undefined;
}

function refuse(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(req, reply, tryAgainIn(RETRY_AFTER_SECONDS));
}
