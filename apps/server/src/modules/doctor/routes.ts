import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { doctorCalls } from '@sprout/contracts';
import { targetOf, writeAudit } from '../../auth/audit.ts';
import { access, memberFromPatientParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { registrationRepository } from './registration-repository.ts';
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
    const registration = registrationRepository(deps.db);
    const tags = ['doctor workspace'];
    const doctorsOnly = { access: access.role('doctor') };

    app.route({
      ...fromCall(instance, doctorCalls.home, { tags }),
      config: doctorsOnly,
      handler: async (req) => ok(req, await service.home(req.account!.id, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, doctorCalls.patients, { tags }),
      config: doctorsOnly,
      handler: async (req) => {
        const page = await service.patients(req.account!.id, requestLanguage(req), req.query);
        // The list shows names and flags of many children: one audit row for the screen, naming no member.
        await writeAudit(deps.db, req, { action: 'read', familyMemberId: null, status: 200 });
        return ok(req, page);
      },
    });

    // Issue 30 item 5: the desk finds a family by the guardian's phone and opens the child's file. Both on the trail:
    // the search as a read naming no member (the phone is not kept), the file as a write on the child.
    app.route({
      ...fromCall(instance, doctorCalls.familySearch, { tags }),
      config: doctorsOnly,
      handler: async (req) => {
        const result = await registration.search(req.account!.id, req.query.phone);
        await writeAudit(deps.db, req, { action: 'read', familyMemberId: null, status: 200, target: targetOf(req) });
        return ok(req, result);
      },
    });

    app.route({
      ...fromCall(instance, doctorCalls.registerPatient, { tags }),
      config: doctorsOnly,
      handler: async (req) => {
        // The audit row is written with the file, in its transaction.
        const trail = { role: req.account!.role, method: req.method, route: req.routeOptions.url!, ip: req.ip, path: targetOf(req) };
        return ok(req, await registration.register(req.account!.id, req.body, trail));
      },
    });

    app.route({
      ...fromCall(instance, doctorCalls.overview, { tags }),
      config: { access: access.member('clinicalRead', memberFromPatientParam('patientId')) },
      handler: async (req) => ok(req, await service.overview(req.account!.id, req.params.patientId, requestLanguage(req))),
    });
  };
}
