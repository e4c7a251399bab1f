import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { AUTH_HEADER } from '@sprout/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../auth/policy.ts';
import { hashToken } from '../auth/tokens.ts';
import type { ReadCache } from '../db/read-cache.ts';
import { requestLanguage } from './lang.ts';
import { answerKey, preparedHead, type PreparedReply } from './prepared-reply.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * A parent's repeated read of their own child's growth or eye screen, answered before Fastify sees the request
 * (docs/decisions/0810-fast-lane.md).
 *
 * The whole path (hooks, policy, schemas, handler) answered this caller, for this address and language, once
 * already in the read cache's current generation, and kept the answer (`rememberAnswer`, prepared-reply.ts).
 * Nothing that decision rested on can have changed since: every write drops the read cache, this memory with
 * it. What is left to check is only what time changes: the session must still be live. Then the kept bytes go
 * with the same headers the whole path sends. Anything else (another token, address or language, a HEAD, a
 * stale or dropped entry, a server closing) goes to Fastify.
 */
export interface FastLane {
  /** Answers the request from memory and returns true, or returns false and leaves it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** From the server's close on, every request goes to Fastify (which answers 503 while it closes). */
  close(): void;
  readonly stats: { served: number };
}

export interface FastLaneOptions {
  production: boolean;
  /** As Fastify's `trustProxy`: the protocol is the proxy's X-Forwarded-Proto. */
  trustProxy: boolean;
  /** The app's logger, once there is one: at info, an answer from the lane is logged as Fastify logs one. */
  log: () => FastifyBaseLogger | undefined;
}

/** The levels at which Fastify logs every request it completes. */
const LOGS_EACH_REQUEST = new Set(['info', 'debug', 'trace']);

export function createFastLane(cache: ReadCache, options: FastLaneOptions): FastLane {
  let open = true;
  const stats = { served: 0 };

  const protocolOf = (req: IncomingMessage): string => {
    const forwarded = req.headers['x-forwarded-proto'];
    if (options.trustProxy && typeof forwarded === 'string' && forwarded !== '')
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    return (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  };

  return {
    stats,
    close() {
      open = false;
    },
    serve(req, res) {
      if (!open || req.method !== 'GET' || !cache.live) return false;
      const token = req.headers[AUTH_HEADER];
      if (typeof token !== 'string' || token === '') return false;
      const hash = hashToken(token);
      const session = cache.peek<Session>('token', hash);
      // A kept session past its end is no session, as in the policy.
      if (!session || session.expiresAt.getTime() <= Date.now()) return false;
      const prepared = cache.peek<PreparedReply>(
        'answer',
        answerKey(req.url ?? '', hash, requestLanguage({ url: req.url ?? '', headers: req.headers })),
      );
      if (!prepared) return false;
      const log = options.log();
      const started = log && LOGS_EACH_REQUEST.has(log.level) ? performance.now() : null;
      const head = preparedHead(req, prepared, securityHeaders(options.production, protocolOf(req)));
      res.writeHead(head.status, head.headers);
      res.end(head.body ?? undefined);
      stats.served += 1;
      if (started !== null)
        log!.info({ req, res: { statusCode: head.status }, responseTime: performance.now() - started, lane: 'fast' }, 'request completed');
      return true;
    },
  };
}
