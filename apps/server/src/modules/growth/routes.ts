import {
  doctorGrowthHomeSchema,
  envelope,
  gestationalAgeBodySchema,
  growthBaseInfoSchema,
  growthCheckSchema,
  growthCurveSchema,
  growthDeleteBodySchema,
  growthEditBodySchema,
  growthIdParamsSchema,
  growthInitBodySchema,
  growthRecordParamsSchema,
  growthRecordSchema,
  growthRecordsPageSchema,
  growthReferenceLinesQuerySchema,
  growthReferenceLinesSchema,
  growthSaveBodySchema,
  pageQuerySchema,
} from '@sprout/contracts';
import { todayUtc } from '@sprout/clinical';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { requestLanguage } from '../../http/lang.ts';
import { sendCachedOk } from '../../http/prepared-reply.ts';
import { ok } from '../../http/reply.ts';
import { sendReferenceLines } from './reference-lines-route.ts';
import { memberFromGrowthId, memberFromInitBody, memberFromRecordId } from './resolvers.ts';
import { growthService } from './service.ts';

/**
 * Parent side, /health-info-service/app/growth (spec §7, API.md). Reads are for the owner parent (and a
 * doctor of the child's clinic); writes for the owner parent only.
 */
const curveAnswer = envelope(growthCurveSchema);
const recordsAnswer = envelope(growthRecordsPageSchema);

export function growthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const growth = growthService(deps);
    const tags = ['growth'];

    app.get(
      '/reference_lines',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'The WHO and Fenton centile lines of one sex, static: ETag, precompressed, cacheable for good with v',
          security: [],
          querystring: growthReferenceLinesQuerySchema,
          response: { 200: envelope(growthReferenceLinesSchema) },
        },
      },
      async (req, reply) => sendReferenceLines(deps, req, reply, req.query.sex, req.query.v),
    );

    app.post(
      '/init',
      {
        // Creates the profile at most once; nothing cached depends on a profile that did not exist.
        config: { access: access.member('read', memberFromInitBody), keepsReadCache: true },
        schema: { tags, summary: "A family member's growth base info; creates the profile on first call", body: growthInitBodySchema, response: { 200: envelope(growthBaseInfoSchema) } },
      },
      async (req) => ok(req, await growth.init(req.memberId!)),
    );

    app.get(
      '/:growthId/curve',
      {
        config: { access: access.member('read', memberFromGrowthId) },
        schema: { tags, summary: 'Centile lines and the child’s measurements', params: growthIdParamsSchema, response: { 200: curveAnswer } },
      },
      async (req, reply) => {
        const { growthId } = req.params;
        const where = { space: 'growth', key: `curve:${growthId}:${todayUtc()}`, schema: curveAnswer } as const;
        return sendCachedOk(deps.cache, req, reply, where, () => growth.curve(growthId));
      },
    );

    app.get(
      '/records/:recordId',
      {
        config: { access: access.member('read', memberFromRecordId) },
        schema: { tags, summary: 'One growth record', params: growthRecordParamsSchema, response: { 200: envelope(growthRecordSchema) } },
      },
      async (req) => ok(req, await growth.record(req.params.recordId)),
    );

    app.get(
      '/:growthId/records',
      {
        config: { access: access.member('read', memberFromGrowthId) },
        schema: { tags, summary: 'Growth records, newest first', params: growthIdParamsSchema, querystring: pageQuerySchema, response: { 200: recordsAnswer } },
      },
      async (req, reply) => {
        const { growthId } = req.params;
        const { start, limit } = req.query;
        const where = { space: 'growth', key: `records:${growthId}:${start}:${limit}`, schema: recordsAnswer } as const;
        return sendCachedOk(deps.cache, req, reply, where, () => growth.records(growthId, start, limit));
      },
    );

    app.post(
      '/save',
      {
        config: { access: access.member('parentWrite', memberFromGrowthId) },
        schema: { tags, summary: 'Add a record; 409 RECORD_EXISTS on a taken date unless replaceFlag', body: growthSaveBodySchema, response: { 200: envelope(growthRecordSchema) } },
      },
      async (req) => ok(req, await growth.save(req.body)),
    );

    app.post(
      '/check',
      {
        config: { access: access.member('parentWrite', memberFromGrowthId) },
        schema: { tags, summary: "How a record's values score before saving (WHO flags to confirm); stores nothing", body: growthSaveBodySchema, response: { 200: envelope(growthCheckSchema) } },
      },
      async (req) => ok(req, await growth.check(req.body)),
    );

    app.post(
      '/edit',
      {
        config: { access: access.member('parentWrite', memberFromRecordId) },
        schema: { tags, summary: 'Change a record; 409 RECORD_EXISTS when moved onto a taken date unless replaceFlag', body: growthEditBodySchema, response: { 200: envelope(growthRecordSchema) } },
      },
      async (req) => ok(req, await growth.edit(req.body)),
    );

    app.post(
      '/delete',
      {
        config: { access: access.member('parentWrite', memberFromRecordId) },
        schema: { tags, summary: 'Delete a record', body: growthDeleteBodySchema, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await growth.remove(req.body.recordId);
        return ok(req, null);
      },
    );

    app.post(
      '/edit_gestational_age',
      {
        config: { access: access.member('parentWrite', memberFromGrowthId) },
        schema: { tags, summary: "Gestation at birth and the parents' heights", body: gestationalAgeBodySchema, response: { 200: envelope(growthBaseInfoSchema) } },
      },
      async (req) => ok(req, await growth.setGestationalAge(req.body)),
    );
  };
}

/** Doctor side, /health-info-service/doctor/growth (spec §7): read only, the child's clinic doctors only. */
export function doctorGrowthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const growth = growthService(deps);
    const tags = ['growth (doctor)'];
    const clinical = { access: access.member('clinicalRead', memberFromGrowthId) };

    app.get(
      '/:growthId/home',
      { config: clinical, schema: { tags, summary: 'Base info, latest record and patient file', params: growthIdParamsSchema, response: { 200: envelope(doctorGrowthHomeSchema) } } },
      async (req) => ok(req, await growth.doctorHome(req.params.growthId, req.memberId!, req.account!.id, requestLanguage(req))),
    );

    app.get(
      '/:growthId/curve',
      { config: clinical, schema: { tags, summary: 'Centile lines and the child’s measurements', params: growthIdParamsSchema, response: { 200: envelope(growthCurveSchema) } } },
      async (req) => ok(req, await growth.curve(req.params.growthId)),
    );

    app.get(
      '/:growthId/records',
      {
        config: clinical,
        schema: { tags, summary: 'Growth records, newest first', params: growthIdParamsSchema, querystring: pageQuerySchema, response: { 200: envelope(growthRecordsPageSchema) } },
      },
      async (req) => ok(req, await growth.records(req.params.growthId, req.query.start, req.query.limit)),
    );
  };
}
