import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROOTS } from '@sprout/contracts';
import { sendError } from './error-handler.ts';
import { AppError } from './errors.ts';

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
 * A bounded queue: at most `AdmissionLimit.limit()` API requests are served at once (each holds its place until
 * its answer is sent or its connection closes); one more is refused at once with 503 UNAVAILABLE, `Retry-After`
 * and `data.retryAfterSeconds`, before any database work, instead of waiting without bound. /healthz, /readyz and
 * the web app are not counted, so the balancer's checks keep answering under overload. Per process: each
 * instance protects its own event loop and pool.
 *
 * While the instance shuts down (SIGTERM: `app.close()`), a request still arriving on an open keep-alive
 * connection gets the same 503 envelope with Retry-After, so the client retries on another instance; Fastify's
 * own closing answer (`return503OnClosing`, off in app.ts) is not the envelope.
 */
export function registerOverloadGuard(app: FastifyInstance, maxInFlight: number): { inFlight: () => number } {
  let inFlight = 0;
  let closing = false;
  const admission = new AdmissionLimit(maxInFlight);
  const release = () => {
    inFlight--;
    admission.answered();
  };
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
    if (inFlight >= admission.limit()) {
      refuse(req, reply);
      return;
    }
    inFlight++;
    // 'close' comes once per response, whether it was sent or its connection dropped first.
    reply.raw.once('close', release);
    done();
  });
  return { inFlight: () => inFlight };
}

function refuse(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const retry = { retryAfterSeconds: RETRY_AFTER_SECONDS };
  return sendError(req, reply, new AppError('UNAVAILABLE', 'error.UNAVAILABLE', [], {}, retry, RETRY_AFTER_SECONDS));
}
