import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CacheSpace, ReadCache } from '../db/read-cache.ts';
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
  /** Compressed on first use, then kept with the rest; null when the answer is too small to gain from it. */
  encoded(encoding: 'gzip' | 'br'): Buffer | null;
}

/** As app.ts compresses every other answer: over 1 KB. */
export const COMPRESS_FROM_BYTES = 1024;

export function prepareOk(req: FastifyRequest, schema: z.ZodType, data: unknown): PreparedReply {
  // What fastify-type-provider-zod does with every answer: the schema's output (unknown keys dropped), as JSON.
  const identity = Buffer.from(JSON.stringify(schema.parse(ok(req, data))));
  const made: Partial<Record<'gzip' | 'br', Buffer>> = {};
  return {
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    encoded(encoding) {
      if (identity.length < COMPRESS_FROM_BYTES) return null;
      made[encoding] ??= compressText(identity, encoding);
      return made[encoding];
    },
  };
}

/** The compression the client takes, brotli first: what every answer this server compresses itself is sent in. */
export function acceptedEncoding(req: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted !== 'string') return null;
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Brotli at quality 4 or gzip at level 5: as app.ts compresses every other answer over 1 KB. */
export function compressText(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 5 });
}

export function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  // A child's data: kept only by the asking browser, and checked with the server before every use.
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('Vary', 'Accept-Encoding, Accept-Language, token');
  reply.header('ETag', prepared.etag);
  if (req.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(req);
  const body = encoding ? prepared.encoded(encoding) : null;
  if (encoding && body) return reply.header('Content-Encoding', encoding).send(body);
  return reply.send(prepared.identity);
}

/**
 * The answer of a hot read from the read cache (db/read-cache.ts), prepared once per key and language: `key` must
 * name everything the data depends on but the language. A kept answer is sent in the same tick.
 */
export function sendCachedOk(
  cache: ReadCache,
  req: FastifyRequest,
  reply: FastifyReply,
  where: { space: CacheSpace; key: string; schema: z.ZodType },
  load: () => Promise<unknown>,
): FastifyReply | Promise<FastifyReply> {
  const key = `reply:${where.key}:${requestLanguage(req)}`;
  const kept = cache.peek<PreparedReply>(where.space, key);
  if (kept) return sendPrepared(req, reply, kept);
  return cache.get(where.space, key, async () => prepareOk(req, where.schema, await load())).then((prepared) => sendPrepared(req, reply, prepared));
}
