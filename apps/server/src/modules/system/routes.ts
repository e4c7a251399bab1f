import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/** Liveness and readiness for the process manager: /healthz says the process runs, /readyz that the database answers. */
export function systemRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (_req, reply) => {
      try {
        await deps.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
}
