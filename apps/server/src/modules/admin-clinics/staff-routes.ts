import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminClinicsCalls } from '@sprout/contracts';
import { writeAudit } from '../../auth/audit.ts';
import { access } from '../../auth/policy.ts';
import type { AppDb } from '../../db/client.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { holds, setCapability, staffRows } from './staff-repository.ts';

/** The staff permissions screen's calls, editors only; changes need `staff.manage` and are audited, refusals too. */
export function staffCapabilityRoutes(instance: FastifyInstance, db: AppDb, tags: string[]): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.role('admin') };
  app.route({
    ...fromCall(instance, adminClinicsCalls.staff, { tags }),
    config: { ...config, auditEditorRead: true },
    handler: async (req) => ok(req, { list: await staffRows(db), canManage: await holds(db, req.account!.id, 'staff.manage') }),
  });
  app.route({
    ...fromCall(instance, adminClinicsCalls.setCapability, { tags }),
    config,
    handler: async (req) => {
      const { accountId } = req.params;
      const { capability, granted } = req.body;
      const verb = granted ? 'grant' : 'revoke';
      try {
        const outcome = await setCapability(db, req.account!.id, accountId, capability, granted);
        const target = `staff.manage ${verb} ${capability} account ${accountId}${outcome.changed ? '' : ' unchanged'}`;
        await writeAudit(db, req, { action: 'write', familyMemberId: null, status: 200, target });
        return ok(req, outcome.member);
      } catch (error) {
        if (error instanceof AppError) {
          const target = `staff.manage refused ${verb} ${capability} account ${accountId}`;
          await writeAudit(db, req, { action: 'write', familyMemberId: null, status: error.status, target });
        }
        throw error;
      }
    },
  });
}
