import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReferenceLineFamily, Sex } from '@sprout/contracts';
import { referencesOf, type AppDeps } from '../../deps.ts';
import { requestLanguage } from '../../http/lang.ts';
import { translate } from '../../http/messages.ts';
import { acceptedEncoding } from '../../http/prepared-reply.ts';
import { referenceLinesOf } from './reference-lines.ts';

/** A year, the longest a cache is told to keep anything; with the version in the URL nothing can go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the version: a day, then revalidated by ETag (a 304 with no body). */
const REVALIDATE = 'public, max-age=86400';

/** The precomputed lines: 304 on a matching ETag, else the brotli, gzip or plain bytes made at first use. */
export function sendReferenceLines(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  { sex, v: version, families }: { sex: Sex; v?: string | undefined; families?: ReferenceLineFamily[] | undefined },
) {
  const { growth, china, ig21, cdc2000 } = referencesOf(deps);
  const store = referenceLinesOf(growth, china, ig21, cdc2000);
  const made = store.reply(sex, translate('ok', requestLanguage(req)), families);
  reply.header('Cache-Control', version === store.version ? IMMUTABLE : REVALIDATE);
  reply.header('ETag', made.etag);
  reply.header('Vary', 'Accept-Encoding, Accept-Language');
  if (req.headers['if-none-match'] === made.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const coding = acceptedEncoding(req);
  if (coding) return reply.header('Content-Encoding', coding).send(made[coding]);
  return reply.send(made.identity);
}
