import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Language } from '@sprout/contracts';
import type { CacheSpace, ReadCache } from '../db/read-cache.ts';
import { negotiateContentCoding } from './content-coding.ts';
import { requestLanguage } from './lang.ts';
import { ok } from './reply.ts';

/**
 * A success answer made once and sent many times: the envelope checked against the route's answer schema, as JSON
 * bytes, gzip and brotli, with a validator. Sending one costs no serialization, no schema check and no compression,
 * and a client holding the same bytes gets a 304 with no body.
 */
export interface PreparedReply {
  etag: string;
  identity: Buffer;
  /**
   * Compressed on first use, then kept with the rest; null when the answer is too small to gain from it. An
   * answer sent often enough is compressed again at the best quality, off the request path (below).
   */
  encoded(encoding: 'gzip' | 'br'): Buffer | null;
}

/** As app.ts compresses every other answer: over 1 KB. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A prepared answer is compressed once per change rather than once per send, so it is worth it from much
 * smaller sizes: a child's eye summary (900 bytes) leaves in 330. Below this, or when it gains nothing, the
 * plain bytes go.
 */
export const PREPARED_COMPRESS_FROM_BYTES = 256;

/**
 * An answer sent this many times in one encoding is compressed again at the encoding's best quality, in the
 * thread pool, and sent as that from then on: brotli 11 takes about 40 ms on a growth curve (against 1 ms at
 * the quality 4 every answer gets at once) and saves a fifth of its bytes, which a hot answer repays in bytes
 * and in the server's own write of every copy; an answer read once or twice never pays for it.
 */
export const BEST_AFTER_SENDS = 32;

const brotliBest = promisify(brotliCompress);
const gzipBest = promisify(gzip);

export function prepareOk(req: FastifyRequest, schema: z.ZodType, data: unknown): PreparedReply {
  // What fastify-type-provider-zod does with every answer: the schema's output (unknown keys dropped), as JSON.
  const identity = Buffer.from(JSON.stringify(schema.parse(ok(req, data))));
  const made: Partial<Record<'gzip' | 'br', Buffer>> = {};
  const sends = { gzip: 0, br: 0 };
  return {
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    encoded(encoding) {
      if (identity.length < PREPARED_COMPRESS_FROM_BYTES) return null;
      const kept = (made[encoding] ??= compressText(identity, encoding));
      if (kept.length >= identity.length) return null;
      if (++sends[encoding] === BEST_AFTER_SENDS) {
        compressBest(identity, encoding).then(
          (best) => {
            if (best.length < kept.length) made[encoding] = best;
          },
          // The quick bytes stay: they are as correct, only larger.
          () => undefined,
        );
      }
      return kept;
    },
  };
}

function compressBest(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliBest(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipBest(body, { level: zlibConstants.Z_BEST_COMPRESSION });
}

/** The compression the client takes (RFC 9110 weights, http/content-coding.ts): what every answer this server compresses itself is sent in. */
export function acceptedEncoding(req: { headers: IncomingHttpHeaders }): 'br' | 'gzip' | null {
  return negotiateContentCoding(req.headers['accept-encoding']);
}

/** Brotli at quality 4 or gzip at level 5: as app.ts compresses every other answer over 1 KB. */
export function compressText(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body, { level: 5 });
}

/**
 * What a prepared answer is sent as to this request: 304 with no body to a client holding the same bytes, else
 * 200 with the bytes in the encoding it takes. The same for both paths that send one (`sendPrepared` here, the
 * fast lane of http/fast-lane.ts), with `also` (the lane's security headers; app.ts adds them on the whole path).
 */
export function preparedHead(
  req: { headers: IncomingHttpHeaders },
  prepared: PreparedReply,
  also: Readonly<Record<string, string>> = {},
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = {
    ...also,
    // A child's data: kept only by the asking browser, and checked with the server before every use.
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding, Accept-Language, token',
    etag: prepared.etag,
  };
  if (req.headers['if-none-match'] === prepared.etag) return { status: 304, headers, body: null };
  headers['content-type'] = 'application/json; charset=utf-8';
  const encoding = acceptedEncoding(req);
  const encoded = encoding ? prepared.encoded(encoding) : null;
  if (encoding && encoded) headers['content-encoding'] = encoding;
  const body = encoded ?? prepared.identity;
  headers['content-length'] = String(body.length);
  return { status: 200, headers, body };
}

export function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  const head = preparedHead(req, prepared);
  reply.code(head.status).headers(head.headers);
  return head.body ? reply.send(head.body) : reply.send();
}

/**
 * The answer of a hot read from the read cache (db/read-cache.ts), prepared once per key and language: `key` must
 * name everything the data depends on but the language. A kept answer is sent in the same tick and nothing is
 * returned: a route handler that is not async then hands Fastify no promise to wait for (the hot reads').
 */
export function sendCachedOk(
  cache: ReadCache,
  req: FastifyRequest,
  reply: FastifyReply,
  where: { space: CacheSpace; key: string; schema: z.ZodType },
  load: () => Promise<unknown>,
): undefined | Promise<void> {
  const language = requestLanguage(req);
  const key = `reply:${where.key}:${language}`;
  const kept = cache.peek<PreparedReply>(where.space, key);
  if (kept) {
    rememberAnswer(cache, req, kept, language);
    sendPrepared(req, reply, kept);
    return undefined;
  }
  return cache
    .get(where.space, key, async () => prepareOk(req, where.schema, await load()))
    .then(async (prepared) => {
      rememberAnswer(cache, req, prepared, language);
      // The reply itself, a thenable: Fastify waits until it has left (after an onSend hook that writes, such as
      // the audit's) instead of taking `undefined` for "nothing sent yet" and sending again.
      return sendPrepared(req, reply, prepared);
    });
}

/** Where the fast lane (http/fast-lane.ts) finds the answer a caller was last sent for one address. */
export function answerKey(url: string, tokenHash: string, language: Language): string {
  return `${language} ${tokenHash} ${url}`;
}

/**
 * Keeps the answer just sent for the fast lane to send again, with no hook, schema or handler in between: only
 * to a parent reading their own child (a clinic doctor's every read leaves an audit row, so it always takes the
 * whole path), for a GET with a token, and only if nothing was dropped from the read cache since the policy
 * began to decide this request (what it decided still holds).
 */
function rememberAnswer(cache: ReadCache, req: FastifyRequest, prepared: PreparedReply, language: Language): void {
  if (req.method !== 'GET' || req.memberRelation !== 'owner' || !req.tokenHash) return;
  cache.keep('answer', answerKey(req.url, req.tokenHash, language), prepared, req.decidedInGeneration);
}
