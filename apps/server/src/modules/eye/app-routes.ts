import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, eyeCalls } from '@sprout/contracts';
import { joined, joinedResult, pageOf, targetOnly } from '../../auth/joined-read.ts';
import { access, resolvedTarget } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { sendOkPrepared } from '../../http/prepared-reply.ts';
import { ok } from '../../http/reply.ts';
import { memberFromEyeGetQuery, memberFromEyePath } from './resolvers.ts';
import { eyeService } from './service.ts';
import './messages.ts';

const tags = ['eye (parent)'];
// The answers of the parent's hot reads (http/prepared-reply.ts: a validator, 304), checked against the calls' own schemas.
const infoAnswer = envelope(eyeCalls.appInfo.response);
const curveAnswer = envelope(eyeCalls.appCurve.response);
const recordsAnswer = envelope(eyeCalls.appRecords.response);

/** Parent side, `/health-info-service/app/eye` (spec §7). Readable by the owner and the child's clinic doctors. */
export function eyeAppRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = eyeService(deps);
    // The parent's eye reads are one statement each: the read joined to the policy's query (auth/joined-read.ts).
    // By the member named in the query (not a patient file), by the eyeId in the path (an eyeAxisId finds no row
    // there and takes the two-statement path).
    const { reads } = service;
    const infoRead = joined(reads.memberWithSummary, (req, memberId) =>
      (req.query as { patientId?: unknown }).patientId === undefined ? [memberId] : null,
    );
    // The curve and the eye screen's cards (axis records, treatment effect, projection) read each exam's date,
    // treatment and axial lengths, not its every column.
    const readWithCurve = access.member('read', memberFromEyePath, joined(reads.withCurve, targetOnly));
    const pageRead = joined(reads.withPage, pageOf(eyeCalls.appRecords.query));

    app.route({
      ...fromCall(instance, eyeCalls.appInfo, { tags }),
      config: { access: access.member('read', memberFromEyeGetQuery, infoRead) },
      handler: async (req, reply) => {
        const memberId = req.memberId!;
        const found = joinedResult(req, reads.memberWithSummary, memberId);
        return sendOkPrepared(req, reply, infoAnswer, await service.infoForMember(memberId, req.query.patientId, found));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appCurve, { tags }),
      config: { access: readWithCurve },
      handler: async (req, reply) => {
        const eyeId = resolvedTarget(req);
        return sendOkPrepared(req, reply, curveAnswer, await service.curve(eyeId, joinedResult(req, reads.withCurve, eyeId)));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appRecords, { tags }),
      config: { access: access.member('read', memberFromEyePath, pageRead) },
      handler: async (req, reply) => {
        const eyeId = resolvedTarget(req);
        const { start, limit, eyeId: named } = req.query;
        if (named && (await service.eyeIdOfRef(named)) !== eyeId) throw fieldError('eyeId', 'eye.eyeMismatch');
        const found = joinedResult(req, reads.withPage, eyeId, start, limit);
        return sendOkPrepared(req, reply, recordsAnswer, await service.records(eyeId, start, limit, requestLanguage(req), found));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appAxisRecords, { tags }),
      config: { access: readWithCurve },
      handler: async (req) => {
        const eyeId = resolvedTarget(req);
        return ok(req, await service.axisRecords(eyeId, joinedResult(req, reads.withCurve, eyeId)));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appTreatmentEffect, { tags }),
      config: { access: readWithCurve },
      handler: async (req) => {
        const eyeId = resolvedTarget(req);
        return ok(req, await service.treatmentEffect(eyeId, joinedResult(req, reads.withCurve, eyeId)));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appProjection, { tags }),
      config: { access: readWithCurve },
      handler: async (req) => {
        const eyeId = resolvedTarget(req);
        return ok(req, await service.projection(eyeId, joinedResult(req, reads.withCurve, eyeId)));
      },
    });
  };
}
