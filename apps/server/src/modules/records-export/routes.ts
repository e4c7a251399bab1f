import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { recordsExport } from './service.ts';

const member = memberFromParam('familyMemberId');

/** The family's exports of a member's record: FHIR R4 and a printable page. The owner parent only. */
export function recordsExportRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const exports = recordsExport(deps);
    const tags = ['records export'];

    app.route({
      ...fromCall(instance, trustCalls.fhir, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => ok(req, await exports.fhirBundle(req.memberId!)),
    });

    app.route({
      ...fromCall(instance, trustCalls.recordExport, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => ok(req, await exports.readable(req.memberId!, requestLanguage(req))),
    });
  };
}
