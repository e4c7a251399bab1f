import {
  envelope,
  eyeAppGetQuerySchema,
  eyeAxisRecordSchema,
  eyeCurveSchema,
  eyeExamRecordSchema,
  eyeIdParamsSchema,
  eyeInfoSchema,
  eyeAppRecordsQuerySchema,
  pageOf,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, resolvedTarget } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
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

    app.get(
      '/get',
      {
        config: { access: access.member('read', memberFromEyeGetQuery) },
        schema: {
          tags,
          summary: "A family member's eye info (created on first access); patientId wins over familyMemberId",
          querystring: eyeAppGetQuerySchema,
          response: { 200: envelope(eyeInfoSchema) },
        },
      },
      async (req) => ok(req, await service.infoForMember(req.memberId!, req.query.patientId)),
    );

    app.get(
      '/:id/curve',
      {
        config: { access: read },
        schema: { tags, summary: 'Axial length against age, both eyes, over the percentile lines', params: eyeIdParamsSchema, response: { 200: envelope(eyeCurveSchema) } },
      },
      async (req) => ok(req, await service.curve(resolvedTarget(req))),
    );

    app.get(
      '/:id/records',
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Exams, newest first, paged (start, limit); eyeId, when given, must name the same profile as the path',
          params: eyeIdParamsSchema,
          querystring: eyeAppRecordsQuerySchema,
          response: { 200: envelope(pageOf(eyeExamRecordSchema)) },
        },
      },
      async (req) => {
        const eyeId = resolvedTarget(req);
        if (req.query.eyeId && (await service.eyeIdOfRef(req.query.eyeId)) !== eyeId) throw fieldError('eyeId', 'eye.eyeMismatch');
        return ok(req, await service.records(eyeId, req.query.start, req.query.limit, requestLanguage(req)));
      },
    );

    app.get(
      '/:id/eye_axis_records',
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Axial length per exam, oldest first, with centile and change per year',
          params: eyeIdParamsSchema,
          response: { 200: envelope(z.array(eyeAxisRecordSchema)) },
        },
      },
      async (req) => ok(req, await service.axisRecords(resolvedTarget(req))),
    );
  };
}
