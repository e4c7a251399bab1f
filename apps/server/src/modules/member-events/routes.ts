import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDays, todayUtc } from '@sprout/clinical';
import { memberEventCalls, type MemberEvents } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { MAX_DAYS_AHEAD_OF_UTC } from '../growth/service.ts';
import { assertClinicalDate } from '../health-record/service.ts';
import { memberEventRepository, type StoredEvent } from './repository.ts';

const member = memberFromParam('familyMemberId');

/**
 * Events on the child's growth and eye charts (issue 33): a treatment started or stopped, an illness, another
 * event. Read by all who may read the child; written by the family (caregivers included) and the child's clinic
 * doctors (`annotate`, audited as writes). An event is taken back by its author or by the owner or a guardian.
 */
export function memberEventRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = memberEventRepository(deps.db);
    const tags = ['member events'];

    const guardian = (req: FastifyRequest) => req.memberRelation === 'owner' || req.memberRelation === 'guardian';
    const removable = (req: FastifyRequest, event: Pick<StoredEvent, 'createdBy'>) =>
      guardian(req) || (event.createdBy !== null && event.createdBy === req.account!.id);

    async function view(req: FastifyRequest, memberId: string): Promise<MemberEvents> {
      const events = await repo.list(memberId);
      return {
        familyMemberId: memberId,
        events: events.map(({ createdBy, ...event }) => ({ ...event, removable: removable(req, { createdBy }) })),
      };
    }

    app.route({
      ...fromCall(instance, memberEventCalls.list, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await view(req, req.memberId!)),
    });

    app.route({
      ...fromCall(instance, memberEventCalls.add, { tags }),
      config: { access: access.member('annotate', member) },
      handler: async (req) => {
        const person = await repo.member(req.memberId!);
        if (!person) throw new AppError('NOT_FOUND');
        // The family's calendar may be a day ahead of the server's UTC today (as for growth records).
        assertClinicalDate('eventDate', req.body.eventDate, person.birthDate, addDays(todayUtc(), MAX_DAYS_AHEAD_OF_UTC));
        const byClinic = req.memberRelation === 'clinicDoctor';
        await repo.add(
          req.memberId!,
          { eventDate: req.body.eventDate, kind: req.body.kind, note: req.body.note.trim() },
          req.account!.id,
          byClinic,
        );
        return ok(req, await view(req, req.memberId!));
      },
    });

    app.route({
      ...fromCall(instance, memberEventCalls.remove, { tags }),
      config: { access: access.member('annotate', member) },
      handler: async (req) => {
        const event = await repo.authorOf(req.memberId!, req.params.eventId);
        if (!event) throw new AppError('NOT_FOUND');
        if (!removable(req, event)) throw new AppError('FORBIDDEN');
        await repo.remove(req.memberId!, req.params.eventId);
        return ok(req, await view(req, req.memberId!));
      },
    });
  };
}
