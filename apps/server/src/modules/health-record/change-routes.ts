import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { todayUtc } from '@sprout/clinical';
import { adviceCalls, healthRecordCalls, type Call, type RecordEntryKind, type WithdrawInput } from '@sprout/contracts';
import { targetOf, writeAudit } from '../../auth/audit.ts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { attachmentService } from '../attachments/service.ts';
import { entryChanges } from './changes-repository.ts';
import { healthRecordRepository } from './repository.ts';
import { ChangeRefused } from './rights-repository.ts';
import { assertClinicalDate } from './service.ts';

interface KindCalls {
  kind: RecordEntryKind;
  /** The entry's clinical date field, checked on a correction as on the first save; advice has none. */
  dateField: 'visitDate' | 'reportDate' | 'checkupDate' | null;
  tags: string[];
  current: Call;
  amend: Call;
  withdraw: Call;
  history: Call;
}

const record = ['health-record'];
const KINDS: KindCalls[] = [
  {
    kind: 'visit',
    dateField: 'visitDate',
    tags: record,
    current: healthRecordCalls.visit,
    amend: healthRecordCalls.amendVisit,
    withdraw: healthRecordCalls.withdrawVisit,
    history: healthRecordCalls.visitHistory,
  },
  {
    kind: 'testReport',
    dateField: 'reportDate',
    tags: record,
    current: healthRecordCalls.testReport,
    amend: healthRecordCalls.amendTestReport,
    withdraw: healthRecordCalls.withdrawTestReport,
    history: healthRecordCalls.testReportHistory,
  },
  {
    kind: 'checkup',
    dateField: 'checkupDate',
    tags: record,
    current: healthRecordCalls.checkupReport,
    amend: healthRecordCalls.amendCheckupReport,
    withdraw: healthRecordCalls.withdrawCheckupReport,
    history: healthRecordCalls.checkupReportHistory,
  },
  {
    kind: 'advice',
    dateField: null,
    tags: ['health advice'],
    current: adviceCalls.doctorAdvice,
    amend: adviceCalls.amendDoctorAdvice,
    withdraw: adviceCalls.withdrawDoctorAdvice,
    history: adviceCalls.doctorAdviceHistory,
  },
];

const member = memberFromParam('familyMemberId');
type EntryRequest = FastifyRequest<{ Params: { familyMemberId: string; entryId: string }; Body: unknown }>;

/**
 * One entry of the record read, corrected, withdrawn, and its history (issue 30 item 4), for visits, test reports,
 * checkup reports and doctors' advice alike. Reads: the owner and the member's clinic doctors; history: clinic
 * the owner and clinic doctors (a withdrawn entry's: clinic doctors only); changes: clinic doctors (clinicalWrite), then only the entry's author or a colleague of its clinic
 * holding records.amendClinic. Every change is audited as a write naming the entry; a refusal is audited too.
 */
export function recordChangeRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const changes = entryChanges(deps.db);
    const repo = healthRecordRepository(deps.db);
    const attachments = attachmentService(deps);

    /** A doctor who reaches the child but may not change this entry: the refusal stays on the trail. */
    async function refused<T>(req: EntryRequest, change: () => Promise<T>): Promise<T> {
      try {
        return await change();
      } catch (error) {
        if (error instanceof ChangeRefused) {
          await writeAudit(deps.db, req, { action: 'write', familyMemberId: req.memberId, status: 403, target: targetOf(req) });
        }
        throw error;
      }
    }

    async function currentOr404(kind: RecordEntryKind, req: EntryRequest) {
      const entry = await changes.current(kind, req.memberId!, req.params.entryId, requestLanguage(req));
      if (!entry) throw new AppError('NOT_FOUND');
      return entry;
    }

    for (const calls of KINDS) {
      const { kind, tags } = calls;
      const route = (call: Call) => fromCall(instance, call, { tags });

      instance.route({
        ...route(calls.current),
        config: { access: access.member('read', member) },
        handler: async (req) => ok(req, await currentOr404(kind, req as EntryRequest)),
      });

      instance.route({
        ...route(calls.amend),
        config: { access: access.member('clinicalWrite', member), auditTarget: true },
        handler: async (request) => {
          const req = request as EntryRequest;
          const body = req.body as { version: number } & Record<string, string>;
          if (calls.dateField) {
            const birthDate = await repo.memberBirthDate(req.memberId!);
            const value = body[calls.dateField]!;
            assertClinicalDate(calls.dateField, value, birthDate ?? value, todayUtc());
          }
          // A report's uploaded attachments must be this child's (the other kinds carry none).
          const named = (req.body as { attachments?: unknown }).attachments;
          if (Array.isArray(named)) await attachments.assertReferences(req.memberId!, named as string[]);
          await refused(req, () => changes.amend(kind, req.memberId!, req.params.entryId, req.account!.id, body, requestLanguage(req)));
          return ok(req, await currentOr404(kind, req));
        },
      });

      instance.route({
        ...route(calls.withdraw),
        config: { access: access.member('clinicalWrite', member), auditTarget: true },
        handler: async (request) => {
          const req = request as EntryRequest;
          const input = req.body as WithdrawInput;
          return ok(req, await refused(req, () => changes.withdraw(kind, req.memberId!, req.params.entryId, req.account!.id, input)));
        },
      });

      // The family reads a corrected entry's versions too (read-only); a clinic doctor's read is audited as a staff
      // read by the audit hook. A withdrawn entry left the family's record (decision 2920): its history is the
      // clinic's only, and the family gets the same 404 as for an entry that never was.
      instance.route({
        ...route(calls.history),
        config: { access: access.member('read', member) },
        handler: async (request) => {
          const req = request as EntryRequest;
          const history = await changes.history(kind, req.memberId!, req.params.entryId, requestLanguage(req));
          if (!history || (history.withdrawn && req.memberRelation !== 'clinicDoctor')) throw new AppError('NOT_FOUND');
          return ok(req, history);
        },
      });
    }
  };
}
