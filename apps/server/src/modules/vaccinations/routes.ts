import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDays, maxDoseNumber, todayUtc } from '@sprout/clinical';
import { vaccinationCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { MAX_DAYS_AHEAD_OF_UTC } from '../growth/service.ts';
import { assertClinicalDate } from '../health-record/service.ts';
import { isUniqueViolation } from '../questions/db-errors.ts';
import { vaccinationRepository } from './repository.ts';
import { scheduleOf } from './service.ts';

defineMessages({
  'vaccinations.doseExists': {
    'zh-CN': '该疫苗的这一剂次已有记录；如记错了，请先删除原记录',
    'en-US': 'This dose of this vaccine is already recorded; if it was recorded by mistake, delete it first.',
  },
});

const member = memberFromParam('familyMemberId');

/**
 * Vaccinations (issue 34). Reads: the family and the member's clinic doctors (a doctor's read is audited by the
 * policy's hook). Writes (`measure`): the family, caregivers included — the doses a family records, as growth
 * records are (BRIEF: doctors write eye exams and health-record entries, and these are neither).
 */
export function vaccinationRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = vaccinationRepository(deps.db);
    const tags = ['vaccinations'];

    async function schedule(memberId: string) {
      const person = await repo.member(memberId);
      if (!person) throw new AppError('NOT_FOUND');
      return scheduleOf(memberId, person, await repo.doses(memberId), todayUtc());
    }

    app.route({
      ...fromCall(instance, vaccinationCalls.schedule, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await schedule(req.memberId!)),
    });

    app.route({
      ...fromCall(instance, vaccinationCalls.record, { tags }),
      config: { access: access.member('measure', member) },
      handler: async (req) => {
        const memberId = req.memberId!;
        const body = req.body;
        const max = maxDoseNumber(body.vaccine);
        if (body.dose > max) throw fieldError('dose', 'validation.tooBig', { max });
        const person = await repo.member(memberId);
        if (!person) throw new AppError('NOT_FOUND');
        // The parent's calendar may be a day ahead of the server's UTC today (as for growth records).
        assertClinicalDate('date', body.date, person.birthDate, addDays(todayUtc(), MAX_DAYS_AHEAD_OF_UTC));
        try {
          await repo.insert(memberId, req.account!.id, body);
        } catch (error) {
          if (isUniqueViolation(error))
            throw new AppError('RECORD_EXISTS', 'vaccinations.doseExists', [{ field: 'dose', messageKey: 'vaccinations.doseExists' }]);
          throw error;
        }
        return ok(req, await schedule(memberId));
      },
    });

    app.route({
      ...fromCall(instance, vaccinationCalls.remove, { tags }),
      config: { access: access.member('measure', member) },
      handler: async (req) => {
        if (!(await repo.remove(req.memberId!, req.params.recordId))) throw new AppError('NOT_FOUND');
        return ok(req, await schedule(req.memberId!));
      },
    });
  };
}
