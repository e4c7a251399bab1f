import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { doctorGrowthCalls, envelope, growthCalls, growthReferenceCalls } from '@sprout/contracts';
import { auditRowOfWrite } from '../../auth/audit.ts';
import { joined, joinedResult, pageOf, targetOnly } from '../../auth/joined-read.ts';
import { access } from '../../auth/policy.ts';
import { REPLAYED } from '../../db/write-alongside.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { sendOkPrepared } from '../../http/prepared-reply.ts';
import { ok } from '../../http/reply.ts';
import { sendReferenceLines } from './reference-lines-route.ts';
import { memberFromGrowthId, memberFromInitBody, memberFromRecordId } from './resolvers.ts';
import { growthService } from './service.ts';

// The answers of the parent's hot reads (http/prepared-reply.ts: a validator, 304), checked against the calls' own schemas.
const curveAnswer = envelope(growthCalls.curve.response);
const recordsAnswer = envelope(growthCalls.records.response);

/**
 * Parent side, /health-info-service/app/growth (spec §7, API.md). Reads are for the family (owner, guardians,
 * caregivers) and a doctor of the child's clinic; measurements (`measure`) for the family, caregivers included;
 * the child's settings (gestational age, reference) for the owner and guardians only.
 */
export function growthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const growth = growthService(deps);
    const tags = ['growth'];

    app.route({
      ...fromCall(instance, growthCalls.referenceLines, { tags, public: true }),
      config: { access: access.public },
      handler: async (req, reply) => sendReferenceLines(deps, req, reply, req.query),
    });

    app.route({
      ...fromCall(instance, growthCalls.init, { tags }),
      config: { access: access.member('read', memberFromInitBody) },
      handler: async (req) => ok(req, await growth.init(req.memberId!)),
    });

    // The parent's two hot reads are one statement each: the read joined to the policy's query (auth/joined-read.ts).
    const curveRead = joined(growth.reads.withRecords, targetOnly);
    const pageRead = joined(growth.reads.withPage, pageOf(growthCalls.records.query));

    app.route({
      ...fromCall(instance, growthCalls.curve, { tags }),
      config: { access: access.member('read', memberFromGrowthId, curveRead) },
      handler: async (req, reply) => {
        const { growthId } = req.params;
        const read = joinedResult(req, growth.reads.withRecords, growthId);
        return sendOkPrepared(req, reply, curveAnswer, await growth.curve(growthId, req.query.reference, read));
      },
    });

    app.route({
      ...fromCall(instance, growthCalls.record, { tags }),
      config: { access: access.member('read', memberFromRecordId) },
      handler: async (req) => ok(req, await growth.record(req.params.recordId)),
    });

    app.route({
      ...fromCall(instance, growthCalls.records, { tags }),
      config: { access: access.member('read', memberFromGrowthId, pageRead) },
      handler: async (req, reply) => {
        const { growthId } = req.params;
        const { start, limit, reference } = req.query;
        const read = joinedResult(req, growth.reads.withPage, growthId, start, limit);
        return sendOkPrepared(req, reply, recordsAnswer, await growth.records(growthId, start, limit, reference, read));
      },
    });

    app.route({
      ...fromCall(instance, growthReferenceCalls.setReference, { tags }),
      config: { access: access.member('parentWrite', memberFromGrowthId) },
      handler: async (req) => ok(req, await growth.setReference(req.body.growthId, req.body.reference)),
    });

    app.route({
      ...fromCall(instance, growthReferenceCalls.setPretermReference, { tags }),
      config: { access: access.member('parentWrite', memberFromGrowthId) },
      handler: async (req) => ok(req, await growth.setPretermReference(req.body.growthId, req.body.pretermReference)),
    });

    // A save and a check read the child with the session, in the policy's one query (one round trip fewer a save).
    const subjectRead = joined(growth.reads.subject, targetOnly);

    // The save's statement also claims its Idempotency-Key and inserts its audit row (db/write-alongside.ts): the
    // claim, the record and the row commit together, in one round trip.
    app.route({
      ...fromCall(instance, growthCalls.save, { tags }),
      config: { access: access.member('measure', memberFromGrowthId, subjectRead), claimsKeyInWrite: true },
      handler: async (req, reply) => {
        const subject = joinedResult(req, growth.reads.subject, req.body.growthId);
        const audit = auditRowOfWrite(req, 200);
        const saved = await app.claimInWrite(req, reply, (claim) => growth.save(req.body, subject, { claim, audit }));
        return saved === REPLAYED ? reply : ok(req, saved);
      },
    });

    app.route({
      ...fromCall(instance, growthCalls.check, { tags }),
      config: { access: access.member('measure', memberFromGrowthId, subjectRead) },
      handler: async (req) => ok(req, await growth.check(req.body, joinedResult(req, growth.reads.subject, req.body.growthId))),
    });

    app.route({
      ...fromCall(instance, growthCalls.edit, { tags }),
      config: { access: access.member('measure', memberFromRecordId) },
      handler: async (req) => ok(req, await growth.edit(req.body)),
    });

    app.route({
      ...fromCall(instance, growthCalls.remove, { tags }),
      config: { access: access.member('measure', memberFromRecordId) },
      handler: async (req) => {
        await growth.remove(req.body.recordId);
        return ok(req, null);
      },
    });

    app.route({
      ...fromCall(instance, growthCalls.editGestationalAge, { tags }),
      config: { access: access.member('parentWrite', memberFromGrowthId) },
      handler: async (req) => ok(req, await growth.setGestationalAge(req.body)),
    });
  };
}

/** Doctor side, /health-info-service/doctor/growth (spec §7): reads and the reference set, the child's clinic doctors only. */
export function doctorGrowthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const growth = growthService(deps);
    const tags = ['growth (doctor)'];
    const clinical = { access: access.member('clinicalRead', memberFromGrowthId) };

    app.route({
      ...fromCall(instance, doctorGrowthCalls.home, { tags }),
      config: clinical,
      handler: async (req) => ok(req, await growth.doctorHome(req.params.growthId, req.memberId!, req.account!.id, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, doctorGrowthCalls.curve, { tags }),
      config: clinical,
      handler: async (req) => ok(req, await growth.curve(req.params.growthId, req.query.reference)),
    });

    app.route({
      ...fromCall(instance, doctorGrowthCalls.records, { tags }),
      config: clinical,
      handler: async (req) => ok(req, await growth.records(req.params.growthId, req.query.start, req.query.limit, req.query.reference)),
    });

    // The child's reference set, chosen by a doctor of its clinic (CDC 2000 included); a write, so audited by the policy.
    app.route({
      ...fromCall(instance, doctorGrowthCalls.setReference, { tags }),
      config: { access: access.member('clinicalWrite', memberFromGrowthId) },
      handler: async (req) => ok(req, await growth.setReference(req.body.growthId, req.body.reference, 'doctor')),
    });
  };
}
