import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clinicsCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { clinicRepository } from './repository.ts';

defineMessages({
  'validation.doctorsFilter': { 'zh-CN': '请提供 ids 或 clinicId 其中之一', 'en-US': 'give either ids or clinicId' },
});

/** Clinic pages (spec §7 "Other"): public, in the request's language. */
export function clinicRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = clinicRepository(deps.db);
    const tags = ['clinics'];

    app.route({
      ...fromCall(instance, clinicsCalls.list, { tags, public: true }),
      config: { access: access.public },
      handler: async (req) => ok(req, await repo.list(requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, clinicsCalls.get, { tags, public: true }),
      config: { access: access.public },
      handler: async (req) => {
        const clinic = await repo.get(req.params.shopId, requestLanguage(req));
        if (!clinic) throw new AppError('NOT_FOUND');
        return ok(req, clinic);
      },
    });

    app.route({
      ...fromCall(instance, clinicsCalls.doctors, { tags, public: true }),
      config: { access: access.public },
      handler: async (req) => {
        const { ids, clinicId } = req.query;
        if ((ids === undefined) === (clinicId === undefined)) throw fieldError('ids', 'validation.doctorsFilter');
        const lang = requestLanguage(req);
        return ok(req, ids ? await repo.doctorsByIds(ids, lang) : await repo.doctorsOfClinic(clinicId!, lang));
      },
    });

    app.route({
      ...fromCall(instance, clinicsCalls.customerService, { tags, public: true }),
      config: { access: access.public },
      handler: async (req) => ok(req, { ...deps.config.customerService }),
    });
  };
}
