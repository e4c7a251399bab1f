import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayUtc } from '@sprout/clinical';
import { HEALTH_RECORD_SECTION_LIMIT, healthRecordCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { attachmentService } from '../attachments/service.ts';
import { healthRecordRepository } from './repository.ts';
import { assertClinicalDate } from './service.ts';

defineMessages({
  'validation.dateInFuture': { 'zh-CN': '日期不能晚于今天', 'en-US': 'cannot be in the future' },
  'validation.dateBeforeBirth': { 'zh-CN': '日期不能早于出生日期', 'en-US': 'cannot be before the date of birth' },
  'validation.numericResult': {
    'zh-CN': '请填写数字结果；文字结果（如“阴性”）须标为文字结果',
    'en-US': 'must be a number; a text result (such as “negative”) must be declared as text',
  },
  'validation.referenceRange': { 'zh-CN': '参考范围上限不能小于下限', 'en-US': 'must not be below the lower reference limit' },
  'validation.attachmentUrl': { 'zh-CN': '附件地址须为本站路径或 https 地址', 'en-US': 'must be a path on this site or an https address' },
});

const member = memberFromParam('familyMemberId');
const firstPage = { start: 0, limit: HEALTH_RECORD_SECTION_LIMIT };

/**
 * The family health record (BRIEF "Family health record"). Reads: the owner parent and the member's clinic
 * doctors (doctor reads are audited by the policy's audit hook). Writes: the member's clinic doctors only,
 * each entry with its children in one transaction (audited as writes).
 */
export function healthRecordRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = healthRecordRepository(deps.db);
    const attachments = attachmentService(deps);
    const tags = ['health-record'];

    async function writerOf(req: FastifyRequest) {
      const writer = await repo.writerFor(req.account!.id, req.memberId!);
      // The policy let a clinic doctor through, so there is a file at one of their clinics.
      if (!writer) throw new AppError('FORBIDDEN');
      return writer;
    }
    async function checkDate(req: FastifyRequest, field: string, value: string) {
      const birthDate = await repo.memberBirthDate(req.memberId!);
      assertClinicalDate(field, value, birthDate ?? value, todayUtc());
    }

    app.route({
      ...fromCall(instance, healthRecordCalls.record, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => {
        const lang = requestLanguage(req);
        const memberId = req.memberId!;
        const beneficiary = await repo.beneficiary(memberId, { accountId: req.account!.id, role: req.account!.role }, lang);
        if (!beneficiary) throw new AppError('NOT_FOUND');
        const [visits, testReports, checkupReports] = [
          await repo.visits(memberId, lang, firstPage),
          await repo.testReports(memberId, lang, firstPage),
          await repo.checkupReports(memberId, lang, firstPage),
        ];
        return ok(req, {
          beneficiary,
          visits: visits.list,
          testReports: testReports.list,
          checkupReports: checkupReports.list,
          totals: { visits: visits.total, testReports: testReports.total, checkupReports: checkupReports.total },
        });
      },
    });

    app.route({
      ...fromCall(instance, healthRecordCalls.visits, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await repo.visits(req.memberId!, requestLanguage(req), req.query)),
    });

    app.route({
      ...fromCall(instance, healthRecordCalls.testReports, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await repo.testReports(req.memberId!, requestLanguage(req), req.query)),
    });

    app.route({
      ...fromCall(instance, healthRecordCalls.checkupReports, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await repo.checkupReports(req.memberId!, requestLanguage(req), req.query)),
    });

    app.route({
      ...fromCall(instance, healthRecordCalls.createVisit, { tags }),
      config: { access: access.member('clinicalWrite', member) },
      handler: async (req) => {
        await checkDate(req, 'visitDate', req.body.visitDate);
        const id = await repo.createVisit(req.memberId!, await writerOf(req), req.body);
        return ok(req, (await repo.visit(req.memberId!, id, requestLanguage(req)))!);
      },
    });

    app.route({
      ...fromCall(instance, healthRecordCalls.createTestReport, { tags }),
      config: { access: access.member('clinicalWrite', member) },
      handler: async (req) => {
        await checkDate(req, 'reportDate', req.body.reportDate);
        await attachments.assertReferences(req.memberId!, req.body.attachments);
        const id = await repo.createTestReport(req.memberId!, await writerOf(req), req.body);
        return ok(req, (await repo.testReport(req.memberId!, id, requestLanguage(req)))!);
      },
    });

    app.route({
      ...fromCall(instance, healthRecordCalls.createCheckupReport, { tags }),
      config: { access: access.member('clinicalWrite', member) },
      handler: async (req) => {
        await checkDate(req, 'checkupDate', req.body.checkupDate);
        await attachments.assertReferences(req.memberId!, req.body.attachments);
        const id = await repo.createCheckupReport(req.memberId!, await writerOf(req), req.body);
        return ok(req, (await repo.checkupReport(req.memberId!, id, requestLanguage(req)))!);
      },
    });
  };
}
