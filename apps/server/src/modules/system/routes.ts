import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { referencesLoaded } from '../../reference/index.ts';

/** Liveness and readiness for the process manager: /healthz says the process runs, /readyz that the reference tables are loaded and the database answers. */
export function systemRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (_req, reply) => {
      try {
        if (!referencesLoaded(deps.config.referenceDataDir)) throw new Error('reference tables not loaded');
        await deps.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
}
