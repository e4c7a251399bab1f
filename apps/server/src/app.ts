import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_ROOTS, withoutShareToken } from '@sprout/contracts';
import { awaitAuditBeforeSending, registerAudit } from './auth/audit.ts';
import { registerPolicy } from './auth/policy.ts';
import { BODY_LIMIT_BYTES } from './config/limits.ts';
import { referencesOf, type AppDeps } from './deps.ts';
import { registerCompression } from './http/compress-answers.ts';
import { negotiateContentCoding } from './http/content-coding.ts';
import { clientErrorHandler, registerErrorHandler, sendError } from './http/error-handler.ts';
import { AppError } from './http/errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { leaveServingWhenSending, registerOverloadGuard } from './http/overload.ts';
import { loadPageRenderer } from './http/page-render.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { validTraceparent } from './http/traceparent.ts';
import { registerWebApp } from './http/web-app.ts';
import { MODULES } from './modules/index.ts';

/** A request whose headers and body have not arrived within this time gets 408 TIMEOUT (in the envelope). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Path parameters are ids and codes: longer ones are refused with a 400 before routing. */
export const MAX_PARAM_LENGTH = 100;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/**
 * Structured logs that never carry a token, a phone number or a query string (which may hold either). A valid
 * W3C traceparent is kept, so a traced call from the monitoring can be found in the log.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      req(req) {
        const traceparent = validTraceparent(req.headers?.traceparent);
        return {
          method: req.method,
          url: withoutShareToken((req.url ?? '').split('?')[0] ?? ''),
          id: req.id,
          ...(traceparent ? { traceparent } : {}),
        };
      },
    },
  };
}

const isApiPath = (url: string) => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`));

/** Replaced at once by `setValidatorCompiler` and `setSerializerCompiler`: never called. */
const zodSchemasOnly = (): never => {
  throw new Error('every schema of this app is a zod schema, compiled by fastify-type-provider-zod');
};

/** Builds the app without listening: main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Every reference table read and checked before anything is served (throws ReferenceDataError naming each bad file).
  referencesOf(deps);
  const production = deps.config.env === 'production';
  const setSecurityHeaders = (req: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders(production, req.protocol));
  };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // While closing, http/overload.ts answers 503 in the envelope instead of Fastify's bare JSON.
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Node would answer an HTTP/1.1 request without Host with a bare 400 before Fastify sees it: the hook below
    // refuses it in the envelope and the request's language instead (issue 29).
    http: { requireHostHeader: false },
    // The router's own refusals (a malformed percent-encoding, a parameter over MAX_PARAM_LENGTH) in the envelope.
    frameworkErrors: (error, req, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const problem = tooLong
        ? { field: 'path', messageKey: 'validation.tooLong', params: { max: MAX_PARAM_LENGTH } }
        : { field: 'path', messageKey: 'validation.address' };
      // The router answers before any hook runs, so the headers of every answer are set here too.
      setSecurityHeaders(req, reply);
      return sendError(req, reply, new AppError('VALIDATION', 'error.VALIDATION', [problem]));
    },
    // What Node's HTTP parser refuses before Fastify sees a request (timeouts, oversized headers, garbage).
    clientErrorHandler,
    // Every schema is zod's (the compilers set below): with factories of its own, Fastify does not load Ajv and
    // fast-json-stringify, its defaults, at every start-up (about 65 ms; issue 28, criterion 5).
    schemaController: { compilersFactory: { buildValidator: zodSchemasOnly, buildSerializer: zodSchemasOnly } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A request's address (req.ip: the audit trail's `ip`, sign-in's and the leads' rate limits) is its socket's peer,
  // which Node reads from the kernel when first asked and keeps; asked only after the client has gone (a parent's
  // phone losing its signal during a save), it is undefined, and the write's audit row failed on its NOT NULL `ip`
  // (issue 28's bench: a save whose connection closed before its answer left no row). Read once on arrival instead.
  app.server.on('connection', (socket) => void socket.remoteAddress);

  // An empty JSON body (a POST with nothing to say, like sign-out) is no body, not a syntax error.
  app.removeContentTypeParser('application/json');
  // JSON is the one media type of the API (the CSV import and the monitoring beacon add theirs in their module).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'body', messageKey: 'validation.json' }]), undefined);
    }
  });

  registerErrorHandler(app);
  // RFC 9112 §3.2: an HTTP/1.1 request without Host is a 400, here in the envelope, naming the header.
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.host === undefined && req.raw.httpVersion === '1.1') {
      setSecurityHeaders(req, reply);
      return sendError(req, reply, new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'Host', messageKey: 'validation.required' }]));
    }
  });
  // First of all hooks: beyond the bound a request is refused before it costs a query.
  registerOverloadGuard(app, deps.config.overload);
  // Every answer's coding is chosen by one rule (http/content-coding.ts, RFC 9110 weights): the header is narrowed
  // to that choice before @fastify/static picks a precompressed asset by it.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.headers['accept-encoding'] !== undefined)
      req.headers['accept-encoding'] = negotiateContentCoding(req.headers['accept-encoding']) ?? 'identity';
    done();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sprout Growth API',
        description: "Children's growth, eye-axis and clinic records. Envelope { code, data, message }; success is HTTP 200 with code '1'.",
        version: '1.0.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      security: [{ token: [] }],
    },
    // Each operation says whether it needs the token, from the policy it is served under (auth/policy.ts): a
    // public call (`access.public`, with or without an elevating query) has none, every other one the token.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = (input.route.config as { access?: { kind?: string } } | undefined)?.access;
      return { ...transformed, schema: { ...transformed.schema, security: access?.kind === 'public' ? [] : [{ token: [] }] } };
    },
  });

  registerPolicy(app, deps.db);
  // After the policy's: a body's text is checked once the caller is known (auth/policy.ts).
  registerTextGuard(app);
  registerAudit(app, deps.db);
  registerIdempotency(app, deps.db, deps.config.authSecret, deps.config.idempotencyTakeoverSeconds);
  // JSON over 1 KB goes gzip (every client) or brotli, each at its cheapest level, last of each route's onSend hooks.
  registerCompression(app);
  // Last of each route's onSend hooks: its audit row, written since the first, is committed before the answer leaves.
  awaitAuditBeforeSending(app);
  // After it: a request's place in the serving gate is given back once its answer is ready to leave.
  leaveServingWhenSending(app);

  app.addHook('onSend', (req, reply, payload, done) => {
    setSecurityHeaders(req, reply);
    done(null, payload);
  });

  for (const module of MODULES) {
    await app.register(module.plugin(deps), { prefix: module.prefix });
  }

  app.get('/api/docs', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs/json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => app.swagger());

  const web = await registerWebApp(app, deps.config.webDistDir, {
    renderer: await loadPageRenderer(app, deps.config.ssr, deps.config.publicOrigin),
    session: { maxAgeSeconds: deps.config.sessionTtlDays * 86_400, secure: production },
  });

  app.setNotFoundHandler(async (req, reply) => {
    // SPA fallback: the web app's router decides what the page is, including "not found".
    if (web && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.url)) return web.sendPage(req, reply);
    return sendError(req, reply, new AppError('NOT_FOUND'));
  });

  return app;
}
