import { API_ROOTS } from '@sprout/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';
import { AppError } from './errors.ts';

/** How long a refused client is asked to wait, seconds (header and envelope). */
export const RETRY_AFTER_SECONDS = 1;

const isApi = (url: string) => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`));

/**
 * A bounded queue: at most `maxInFlight` API requests are served at once (each holds its place until its answer
 * is sent or its connection closes); one more is refused at once with 503 UNAVAILABLE, `Retry-After` and
 * `data.retryAfterSeconds`, before any database work, instead of waiting without bound. /healthz, /readyz and the
 * web app are not counted, so the balancer's checks keep answering under overload. Per process: each instance
 * protects its own event loop and pool.
 *
 * While the instance shuts down (SIGTERM: `app.close()`), a request still arriving on an open keep-alive
 * connection gets the same 503 envelope with Retry-After, so the client retries on another instance; Fastify's
 * own closing answer (`return503OnClosing`, off in app.ts) is not the envelope.
 */
export function registerOverloadGuard(app: FastifyInstance, maxInFlight: number): { inFlight: () => number } {
  let inFlight = 0;
  let closing = false;
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
    if (inFlight >= maxInFlight) {
      refuse(req, reply);
      return;
    }
    inFlight++;
    // 'close' comes once per response, whether it was sent or its connection dropped first.
    reply.raw.once('close', () => inFlight--);
    done();
  });
  return { inFlight: () => inFlight };
}

function refuse(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const retry = { retryAfterSeconds: RETRY_AFTER_SECONDS };
  return sendError(req, reply, new AppError('UNAVAILABLE', 'error.UNAVAILABLE', [], {}, retry, RETRY_AFTER_SECONDS));
}
