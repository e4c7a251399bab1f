import { eyeCalls } from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, resolvedTarget } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { memberFromEyeGetQuery, memberFromEyePath } from './resolvers.ts';
import { eyeService } from './service.ts';
import './messages.ts';

const tags = ['eye (parent)'];

/** Parent side, `/health-info-service/app/eye` (spec §7). Readable by the owner and the child's clinic doctors. */
export function eyeAppRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = eyeService(deps);
    const read = access.member('read', memberFromEyePath);

    app.route({
      ...fromCall(instance, eyeCalls.appInfo, { tags }),
      config: { access: access.member('read', memberFromEyeGetQuery) },
      handler: async (req) => ok(req, await service.infoForMember(req.memberId!, req.query.patientId)),
    });

    app.route({
      ...fromCall(instance, eyeCalls.appCurve, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.curve(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.appRecords, { tags }),
      config: { access: read },
      handler: async (req) => {
        const eyeId = resolvedTarget(req);
        if (req.query.eyeId && (await service.eyeIdOfRef(req.query.eyeId)) !== eyeId) throw fieldError('eyeId', 'eye.eyeMismatch');
        return ok(req, await service.records(eyeId, req.query.start, req.query.limit, requestLanguage(req)));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appAxisRecords, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.axisRecords(resolvedTarget(req))),
    });
  };
}
