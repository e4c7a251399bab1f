import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MONITORING_MAX_BODY_BYTES, monitoringCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import './messages.ts';
import { monitoringService, type MonitoringServiceOptions } from './service.ts';

function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'body', messageKey: 'validation.json' }]);
  }
}

/**
 * Real-user monitoring: phones post their reports (no token: the ids are the client's own random ones) and
 * editors read the per-route, per-day summary. Mounted under /app-web2.
 */
export function monitoringRoutes(deps: AppDeps, options: MonitoringServiceOptions = {}): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = monitoringService(deps.db, options);
    const tags = ['monitoring'];

    // navigator.sendBeacon posts a string as text/plain: read it as the JSON it is. Scoped to this module.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, parseJsonText(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });

    app.route({
      ...fromCall(instance, monitoringCalls.events, { tags, public: true }),
      bodyLimit: MONITORING_MAX_BODY_BYTES,
      config: { access: access.public },
      handler: async (req) => ok(req, { accepted: await service.ingest(req.body, req.ip) }),
    });

    app.route({
      ...fromCall(instance, monitoringCalls.summary, { tags }),
      config: { access: access.role('admin') },
      handler: async (req) => ok(req, await service.summary(req.query)),
    });
  };
}
