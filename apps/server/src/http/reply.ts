import type { FastifyRequest } from 'fastify';
import { SUCCESS_CODE } from '@sprout/contracts';
import { requestLanguage } from './lang.ts';
import { translate } from './messages.ts';

/** The success envelope: HTTP 200, code '1', the data, and a short message in the request's language. */
export function ok<T>(req: FastifyRequest, data: T) {
  return { code: SUCCESS_CODE, data, message: translate('ok', requestLanguage(req)) } as const;
}
