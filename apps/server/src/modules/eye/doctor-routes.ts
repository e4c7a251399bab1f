import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eyeCalls } from '@sprout/contracts';
import { access, resolvedTarget } from '../../auth/policy.ts';
import { BODY_LIMIT_BYTES } from '../../config/limits.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { importColumnsDoc } from './import-columns.ts';
import { importExams } from './import-service.ts';
import { memberFromEyePath, memberFromEyeQuery, memberFromEyeRecord } from './resolvers.ts';
import { eyeService } from './service.ts';
import './messages.ts';

const tags = ['eye (doctor)'];

export const IMPORT_DESCRIPTION = `Body: a CSV file (Content-Type text/csv, UTF-8, up to 1 MiB), header row first. One row per exam date and
eye (with an \`eye\` column), or one row per date with both eyes (right_*/left_* or od_*/os_* columns); rows of
one date merge into one exam. Rows are numbered as in a spreadsheet: the header is row 1. With ?dryRun=1 the
parsed rows and per-row errors come back and nothing is stored; without it every exam is stored in one
transaction, or, when any row has a problem, none is (400 VALIDATION naming row and column). A date that
already has a stored exam is reported in skippedDates and not stored again. Columns (header names are
case-insensitive; a unit in parentheses is ignored; other columns are listed in ignoredColumns):

${importColumnsDoc()}`;

/**
 * Doctor side, `/health-info-service/doctor/eye` (spec §7): reads for the child's clinic doctors only
 * (clinicalRead), and the writes of BRIEF "Eye axis" (clinicalWrite).
 */
export function eyeDoctorRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    // The biometer import posts CSV; this parser lives in this plugin only.
    instance.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = eyeService(deps);
    const read = access.member('clinicalRead', memberFromEyePath);
    const write = access.member('clinicalWrite', memberFromEyePath);
    const writeRecord = access.member('clinicalWrite', memberFromEyeRecord);

    app.route({
      ...fromCall(instance, eyeCalls.doctorInfo, { tags }),
      config: { access: access.member('clinicalRead', memberFromEyeQuery) },
      handler: async (req) => ok(req, await service.infoForDoctor(resolvedTarget(req), req.account!.id)),
    });

    app.route({
      ...fromCall(instance, eyeCalls.doctorCurve, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.curve(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.doctorRecords, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.records(resolvedTarget(req), req.query.start, req.query.limit, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.doctorAxisRecords, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.axisRecords(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.doctorTreatmentEffect, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.treatmentEffect(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.doctorProjection, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.projection(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.createExam, { tags }),
      config: { access: write },
      handler: async (req) => ok(req, await service.create(resolvedTarget(req), req.body, req.account!.id, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.updateExam, { tags }),
      config: { access: writeRecord },
      handler: async (req) =>
        ok(req, await service.update(resolvedTarget(req), req.params.recordId, req.body, req.account!.id, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.deleteExam, { tags }),
      config: { access: writeRecord },
      handler: async (req) => {
        await service.remove(req.params.recordId);
        return ok(req, null);
      },
    });

    const importCall = fromCall(instance, eyeCalls.importCsv, { tags });
    app.route({
      ...importCall,
      schema: { ...importCall.schema, description: IMPORT_DESCRIPTION },
      // ?dryRun=1 stores nothing: the trail (and the parent's access log) records it as a read.
      config: { access: write, previewQuery: 'dryRun' },
      handler: async (req) => {
        const profile = await service.profileOrThrow(resolvedTarget(req));
        const result = await importExams(deps, profile, req.body, {
          dryRun: req.query.dryRun,
          confirmIdentity: req.query.confirmIdentity,
          accountId: req.account!.id,
          lang: requestLanguage(req),
        });
        return ok(req, result);
      },
    });
  };
}
