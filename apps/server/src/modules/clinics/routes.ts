import {
  clinicDetailSchema,
  clinicParamsSchema,
  clinicSummarySchema,
  customerServiceInfoSchema,
  doctorCardSchema,
  doctorsQuerySchema,
  envelope,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
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

    app.get(
      '/clinics',
      {
        config: { access: access.public },
        schema: { tags, summary: 'Every clinic of the group', security: [], response: { 200: envelope(z.array(clinicSummarySchema)) } },
      },
      async (req) => ok(req, await repo.list(requestLanguage(req))),
    );

    app.get(
      '/clinics/:shopId',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'A clinic page: details and doctors (spec §7)',
          security: [],
          params: clinicParamsSchema,
          response: { 200: envelope(clinicDetailSchema) },
        },
      },
      async (req) => {
        const clinic = await repo.get(req.params.shopId, requestLanguage(req));
        if (!clinic) throw new AppError('NOT_FOUND');
        return ok(req, clinic);
      },
    );

    app.get(
      '/doctors',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'Doctor cards by ids (in that order) or by clinic',
          description: 'Exactly one of `ids` (comma-separated doctor ids, at most 50) and `clinicId`. Unknown ids are left out.',
          security: [],
          querystring: doctorsQuerySchema,
          response: { 200: envelope(z.array(doctorCardSchema)) },
        },
      },
      async (req) => {
        const { ids, clinicId } = req.query;
        if ((ids === undefined) === (clinicId === undefined)) throw fieldError('ids', 'validation.doctorsFilter');
        const lang = requestLanguage(req);
        return ok(req, ids ? await repo.doctorsByIds(ids, lang) : await repo.doctorsOfClinic(clinicId!, lang));
      },
    );

    app.get(
      '/customer_services/info',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'The customer-service chat widget and phone, from configuration (spec §7)',
          security: [],
          response: { 200: envelope(customerServiceInfoSchema) },
        },
      },
      async (req) => ok(req, { ...deps.config.customerService }),
    );
  };
}
