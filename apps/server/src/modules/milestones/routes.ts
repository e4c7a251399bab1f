import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDays, planMilestones, todayUtc } from '@sprout/clinical';
import { milestoneCalls, type Milestones } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { MAX_DAYS_AHEAD_OF_UTC } from '../growth/service.ts';
import { assertClinicalDate } from '../health-record/service.ts';
import { milestoneRepository } from './repository.ts';

const member = memberFromParam('familyMemberId');

/**
 * Developmental milestones (issue 34 part 2). Reads: the family and the member's clinic doctors (audited by the
 * policy's hook). Ticks (`measure`): the family, caregivers included, as for the doses of the vaccination certificate.
 */
export function milestoneRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = milestoneRepository(deps.db);
    const tags = ['milestones'];

    async function view(memberId: string): Promise<Milestones> {
      const person = await repo.member(memberId);
      if (!person) throw new AppError('NOT_FOUND');
      const today = todayUtc();
      const asOf = today < person.birthDate ? person.birthDate : today;
      const plan = planMilestones({
        birthDate: person.birthDate,
        asOf,
        achieved: await repo.ticks(memberId),
        gestationalAgeDays: person.gestationalAgeDays,
      });
      return { familyMemberId: memberId, name: person.name, birthDate: person.birthDate, ...plan };
    }

    app.route({
      ...fromCall(instance, milestoneCalls.get, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await view(req.memberId!)),
    });

    app.route({
      ...fromCall(instance, milestoneCalls.tick, { tags }),
      config: { access: access.member('measure', member) },
      handler: async (req) => {
        const person = await repo.member(req.memberId!);
        if (!person) throw new AppError('NOT_FOUND');
        // The parent's calendar may be a day ahead of the server's UTC today (as for growth records).
        assertClinicalDate('achievedOn', req.body.achievedOn, person.birthDate, addDays(todayUtc(), MAX_DAYS_AHEAD_OF_UTC));
        await repo.tick(req.memberId!, req.params.key, req.body.achievedOn, req.account!.id);
        return ok(req, await view(req.memberId!));
      },
    });

    app.route({
      ...fromCall(instance, milestoneCalls.untick, { tags }),
      config: { access: access.member('measure', member) },
      handler: async (req) => {
        if (!(await repo.untick(req.memberId!, req.params.key))) throw new AppError('NOT_FOUND');
        return ok(req, await view(req.memberId!));
      },
    });
  };
}
