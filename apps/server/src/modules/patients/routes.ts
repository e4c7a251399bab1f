import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { patientsCalls } from '@sprout/contracts';
import { access, memberFromPatientParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { findPatient } from './repository.ts';

/** GET /app-aggregation-service/app/patients/{patientId} (spec §7). */
export function patientRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...fromCall(instance, patientsCalls.get, { tags: ['patients'] }),
      config: { access: access.member('read', memberFromPatientParam('patientId')) },
      handler: async (req) => {
        const patient = await findPatient(deps.db, req.params.patientId, requestLanguage(req));
        if (!patient) throw new AppError('NOT_FOUND');
        return ok(req, patient);
      },
    });
  };
}
