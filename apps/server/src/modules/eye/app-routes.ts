import { envelope, eyeCalls } from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, resolvedTarget } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { sendCachedOk } from '../../http/prepared-reply.ts';
import { ok } from '../../http/reply.ts';
import { memberFromEyeGetQuery, memberFromEyePath } from './resolvers.ts';
import { eyeService } from './service.ts';
import './messages.ts';

const tags = ['eye (parent)'];
// The answers the hot reads prepare once (http/prepared-reply.ts), checked against the calls' own schemas.
const infoAnswer = envelope(eyeCalls.appInfo.response);
const curveAnswer = envelope(eyeCalls.appCurve.response);
const recordsAnswer = envelope(eyeCalls.appRecords.response);

/** Parent side, `/health-info-service/app/eye` (spec §7). Readable by the owner and the child's clinic doctors. */
export function eyeAppRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = eyeService(deps);
    const read = access.member('read', memberFromEyePath);

    app.route({
      ...fromCall(instance, eyeCalls.appInfo, { tags }),
      config: { access: access.member('read', memberFromEyeGetQuery) },
      // Not async, as every hot read: a kept answer leaves in the same tick, with no promise (prepared-reply.ts).
      handler: (req, reply) => {
        const memberId = req.memberId!;
        const { patientId } = req.query;
        const where = { space: 'eye', key: `info:${memberId}:${patientId ?? ''}`, schema: infoAnswer } as const;
        return sendCachedOk(deps.cache, req, reply, where, () => service.infoForMember(memberId, patientId));
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appCurve, { tags }),
      config: { access: read },
      handler: (req, reply) => {
        const eyeId = resolvedTarget(req);
        return sendCachedOk(deps.cache, req, reply, { space: 'eye', key: `curve:${eyeId}`, schema: curveAnswer }, () =>
          service.curve(eyeId),
        );
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appRecords, { tags }),
      config: { access: read },
      handler: (req, reply) => {
        const eyeId = resolvedTarget(req);
        const { start, limit } = req.query;
        const where = { space: 'eye', key: `records:${eyeId}:${start}:${limit}`, schema: recordsAnswer } as const;
        const send = () => sendCachedOk(deps.cache, req, reply, where, () => service.records(eyeId, start, limit, requestLanguage(req)));
        const { eyeId: named } = req.query;
        if (!named) return send();
        return service.eyeIdOfRef(named).then((found) => {
          if (found !== eyeId) throw fieldError('eyeId', 'eye.eyeMismatch');
          return send();
        });
      },
    });

    app.route({
      ...fromCall(instance, eyeCalls.appAxisRecords, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.axisRecords(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.appTreatmentEffect, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.treatmentEffect(resolvedTarget(req))),
    });

    app.route({
      ...fromCall(instance, eyeCalls.appProjection, { tags }),
      config: { access: read },
      handler: async (req) => ok(req, await service.projection(resolvedTarget(req))),
    });
  };
}
