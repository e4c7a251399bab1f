import { adviceCalls } from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { adviceService } from './service.ts';
import './texts.ts';

export function adviceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = adviceService(deps);
    const tags = ['health advice'];

    app.route({
      ...fromCall(instance, adviceCalls.forMember, { tags }),
      config: { access: access.member('read', memberFromParam('familyMemberId')) },
      handler: async (req) => ok(req, await service.forMember(req.memberId!, requestLanguage(req), req.log)),
    });

    app.route({
      ...fromCall(instance, adviceCalls.addDoctorAdvice, { tags }),
      config: { access: access.member('clinicalWrite', memberFromParam('familyMemberId')) },
      handler: async (req) => ok(req, await service.addDoctorAdvice(req.memberId!, req.account!.id, req.body.text, requestLanguage(req))),
    });
  };
}
