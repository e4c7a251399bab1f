import {
  doctorHomeSchema,
  doctorPatientParamsSchema,
  doctorPatientSchema,
  doctorPatientsQuerySchema,
  envelope,
  pageOf,
  patientOverviewSchema,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../auth/audit.ts';
import { access, memberFromPatientParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { doctorService } from './service.ts';

/**
 * The doctor workspace (issue 15), mounted at /health-info-service/doctor. The home and the list are for
 * doctors and scoped to their own clinics in every query; the overview goes through the member policy
 * (clinicalRead: only the child's clinic doctors) like the spec's doctor growth and eye calls.
 */
export function doctorRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = doctorService(deps);
    const tags = ['doctor workspace'];
    const doctorsOnly = { access: access.role('doctor') };

    app.get(
      '/home',
      { config: doctorsOnly, schema: { tags, summary: "The signed-in doctor's name and clinics with their patient counts", response: { 200: envelope(doctorHomeSchema) } } },
      async (req) => ok(req, await service.home(req.account!.id, requestLanguage(req))),
    );

    app.get(
      '/patients',
      {
        config: doctorsOnly,
        schema: {
          tags,
          summary: "Patients of the doctor's clinics: search, flag filter, sort, paging",
          description:
            '`keyword` matches a part of the name, file number or outpatient file number, or (4 digits) the end of a guardian phone. ' +
            '`flag` keeps patients carrying that flag; `sort` is lastVisit (default) or nextDue. Flags are computed by @sprout/clinical.',
          querystring: doctorPatientsQuerySchema,
          response: { 200: envelope(pageOf(doctorPatientSchema)) },
        },
      },
      async (req) => {
        const page = await service.patients(req.account!.id, requestLanguage(req), req.query);
        // The list shows names and flags of many children: one audit row for the screen, naming no member.
        await writeAudit(deps.db, req, { action: 'read', familyMemberId: null, status: 200 });
        return ok(req, page);
      },
    );

    app.get(
      '/patients/:patientId/overview',
      {
        config: { access: access.member('clinicalRead', memberFromPatientParam('patientId')) },
        schema: {
          tags,
          summary: "One patient's overview: header, growth and eye summaries, last visits, the doctors' advice",
          params: doctorPatientParamsSchema,
          response: { 200: envelope(patientOverviewSchema) },
        },
      },
      async (req) => ok(req, await service.overview(req.account!.id, req.params.patientId, requestLanguage(req))),
    );
  };
}
