import fastifySwagger from '@fastify/swagger';
import { API_ROOTS } from '@sprout/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAudit } from './auth/audit.ts';
import { registerPolicy } from './auth/policy.ts';
import { BODY_LIMIT_BYTES } from './config/limits.ts';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { AppError } from './http/errors.ts';
import { registerWebApp } from './http/web-app.ts';
import { validTraceparent } from './http/traceparent.ts';
import { MODULES } from './modules/index.ts';

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
        return { method: req.method, url: (req.url ?? '').split('?')[0], id: req.id, ...(traceparent ? { traceparent } : {}) };
      },
    },
  };
}

const isApiPath = (url: string) => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`));

/** Builds the app without listening: main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (a POST with nothing to say, like sign-out) is no body, not a syntax error.
  app.removeContentTypeParser('application/json');
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
    transform: jsonSchemaTransform,
  });

  registerPolicy(app, deps.db);
  registerAudit(app, deps.db);

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });

  for (const module of MODULES) {
    await app.register(module.plugin(deps), { prefix: module.prefix });
  }

  app.get('/api/docs', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => app.swagger());

  const web = await registerWebApp(app, deps.config.webDistDir);

  app.setNotFoundHandler(async (req, reply) => {
    // SPA fallback: the web app's router decides what the page is, including "not found".
    if (web && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.url)) return web.sendPage(req, reply);
    return sendError(req, reply, new AppError('NOT_FOUND'));
  });

  return app;
}
