import { doctorAdviceInputSchema, doctorAdviceSchema, envelope, familyMemberParamsSchema, healthAdvicesSchema } from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { adviceService } from './service.ts';
import './texts.ts';

export function adviceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = adviceService(deps);
    const tags = ['health advice'];

    app.get(
      '/family_members/:familyMemberId/health_advices',
      {
        config: { access: access.member('read', memberFromParam('familyMemberId')) },
        schema: {
          tags,
          summary: "Advice for a family member from rules over age, growth and eye data, plus their doctors' advice",
          params: familyMemberParamsSchema,
          response: { 200: envelope(healthAdvicesSchema) },
        },
      },
      async (req) => ok(req, await service.forMember(req.memberId!, requestLanguage(req), req.log)),
    );

    app.post(
      '/family_members/:familyMemberId/doctor_advices',
      {
        config: { access: access.member('clinicalWrite', memberFromParam('familyMemberId')) },
        schema: {
          tags,
          summary: 'A clinic doctor writes advice for their patient',
          params: familyMemberParamsSchema,
          body: doctorAdviceInputSchema,
          response: { 200: envelope(doctorAdviceSchema) },
        },
      },
      async (req) => ok(req, await service.addDoctorAdvice(req.memberId!, req.account!.id, req.body.text, requestLanguage(req))),
    );
  };
}
