import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { $ZodIssue } from 'zod/v4/core';
import { FALLBACK_LANGUAGE } from '@sprout/contracts';
import { AppError } from './errors.ts';
import { requestLanguage } from './lang.ts';
import { translate } from './messages.ts';
import { problemFromIssue } from './zod-problems.ts';

export function sendError(req: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const lang = requestLanguage(req);
  const fields = error.fields.map((f) => ({ field: f.field, message: translate(f.messageKey, lang, f.params) }));
  const first = fields[0];
  const message =
    error.code === 'VALIDATION' && first && error.messageKey === 'error.VALIDATION'
      ? `${translate('error.VALIDATION', lang)} (${first.field}: ${first.message})`
      : translate(error.messageKey, lang, error.params);
  if (error.retryAfterSeconds !== null) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code: error.code, data: error.data, message, ...(error.code === 'VALIDATION' || fields.length > 0 ? { errors: fields } : {}) });
}

/** Maps whatever was thrown to the envelope of API.md; only a 500 is logged with its stack, and never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    if (error instanceof AppError) return sendError(req, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext ?? 'body';
      const fields = error.validation.flatMap((v) => {
        // The provider flattens each zod issue into { keyword, instancePath, message, params }: rebuild it.
        const path = v.instancePath.split('/').filter(Boolean);
        const issue = { ...v.params, code: v.keyword, message: v.message, path } as unknown as $ZodIssue;
        return problemFromIssue(issue, context);
      });
      return sendError(req, reply, new AppError('VALIDATION', 'error.VALIDATION', fields));
    }
    if ((error as FastifyError).code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error)) {
      req.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return sendError(req, reply, new AppError('INTERNAL'));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (status === 413) return sendError(req, reply, new AppError('TOO_LARGE'));
    if (status === 415)
      return sendError(req, reply, new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'body', messageKey: 'validation.mediaType' }]));
    if (status >= 400 && status < 500) {
      const json = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
      return sendError(
        req,
        reply,
        new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'body', messageKey: json ? 'validation.json' : 'validation.invalid' }]),
      );
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(req, reply, new AppError('INTERNAL'));
  });
}

/**
 * Errors Node's HTTP server raises before there is a request to route (Fastify's `clientErrorHandler`): a request
 * that does not arrive in time, headers too large, bytes that are not HTTP. Answered in the envelope; the
 * request's language is unknown at this point, so the message is in the fallback language (API.md).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, messageKey] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'TIMEOUT', 'error.TIMEOUT']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'TOO_LARGE', 'error.TOO_LARGE']
        : [400, 'Bad Request', 'VALIDATION', 'error.VALIDATION'];
  const body = JSON.stringify({ code, data: null, message: translate(messageKey, FALLBACK_LANGUAGE) });
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
