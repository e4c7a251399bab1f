import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { negotiateContentCoding } from './content-coding.ts';
import { ok } from './reply.ts';

/**
 * The answer of a parent's growth or eye read, made for this request alone (nothing is kept for another: see
 * docs/decisions/2800-no-read-cache.md): the envelope checked against the route's answer schema, as JSON bytes,
 * with a validator, so a client holding the same bytes gets a 304 with no body, and compressed at a cheap level
 * when it gains.
 */
interface PreparedReply {
  etag: string;
  identity: Buffer;
  /** The bytes in this encoding, or null when the answer is too small to gain from it. */
  encoded(encoding: 'gzip' | 'br'): Buffer | null;
}

/** As app.ts compresses every other answer: over 1 KB. */
export const COMPRESS_FROM_BYTES = 1024;

function prepareOk(req: FastifyRequest, schema: z.ZodType, data: unknown): PreparedReply {
  // What fastify-type-provider-zod does with every answer: the schema's output (unknown keys dropped), as JSON.
  const identity = Buffer.from(JSON.stringify(schema.parse(ok(req, data))));
  return {
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    encoded(encoding) {
      if (identity.length < COMPRESS_FROM_BYTES) return null;
      const encoded = compressText(identity, encoding);
      return encoded.length < identity.length ? encoded : null;
    },
  };
}

/** The compression the client takes (RFC 9110 weights, http/content-coding.ts): what every answer this server compresses itself is sent in. */
export function acceptedEncoding(req: { headers: IncomingHttpHeaders }): 'br' | 'gzip' | null {
  return negotiateContentCoding(req.headers['accept-encoding']);
}

/**
 * Brotli at quality 1 or gzip at level 1, for every answer over 1 KB (compress-answers.ts sends the others so): an answer is made
 * for one request, so its compression is paid every time. On a 10 KB growth curve brotli 1 takes about a quarter
 * of brotli 4's time (0.3 ms against 1.2 ms on the 2-core machine) for 2.7 KB instead of 2.3 KB.
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

export function compressText(body: Buffer, encoding: 'br' | 'gzip', brotliQuality = BROTLI_QUALITY): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * What a prepared answer is sent as to this request: 304 with no body to a client holding the same bytes, else
 * 200 with the bytes in the encoding it takes.
 */
function preparedHead(
  req: { headers: IncomingHttpHeaders },
  prepared: PreparedReply,
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = {
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

function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  const head = preparedHead(req, prepared);
  reply.code(head.status).headers(head.headers);
  return head.body ? reply.send(head.body) : reply.send();
}

/** A prepared answer of `data`, sent: what the growth and eye reads answer. */
export function sendOkPrepared(req: FastifyRequest, reply: FastifyReply, schema: z.ZodType, data: unknown): FastifyReply {
  return sendPrepared(req, reply, prepareOk(req, schema, data));
}
