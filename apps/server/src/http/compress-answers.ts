import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressText } from './prepared-reply.ts';

/** Text the client reads: JSON (the API's answers, the OpenAPI document), HTML, CSS, scripts, SVG, plain text. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/**
 * Compresses an answer in one call when it leaves, last of its route's onSend hooks (after the audit and the
 * idempotency record, which keep the answer as it was made). Every answer of this server is a string or a Buffer
 * made for its request, so it is compressed at once (brotli 1 or gzip 1, as prepared-reply.ts) rather than piped
 * through a stream per answer, as @fastify/compress did (issue 28: on the doctor's list that stream, its chunked
 * encoding and its garbage were about 8% of the server's CPU). Answers already encoded pass as they are.
 */
const compressAnswer: onSendHookHandler = (req, reply, payload, done) => {
  if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) return done(null, payload);
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && !COMPRESSIBLE.test(type)) return done(null, payload);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_FROM_BYTES) return done(null, payload);
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/accept-encoding/i.test(vary)) {
    reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const encoding = acceptedEncoding(req);
  if (!encoding) return done(null, payload);
  const encoded = compressText(body, encoding);
  if (encoded.length >= body.length) return done(null, payload);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  done(null, encoded);
};

/** Every route registered after this call compresses its answers (app.ts calls it after the audit and idempotency). */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.onSend = [route.onSend ?? []].flat().concat(compressAnswer);
  });
}
