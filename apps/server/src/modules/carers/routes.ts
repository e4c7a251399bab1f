import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carersCalls } from '@sprout/contracts';
import { writeAudit } from '../../auth/audit.ts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { carersRepository } from './repository.ts';

defineMessages({
  'carers.ownPhone': {
    'zh-CN': '这是孩子主账号自己的手机号',
    'en-US': 'this is the phone of the account the child belongs to',
  },
  'carers.linked': {
    'zh-CN': '此手机号已能查看这个孩子',
    'en-US': 'this phone can already see this child',
  },
});

const member = memberFromParam('familyMemberId');

/**
 * The other adults of a child (issue 34, docs/caregivers.md). Who may do what is the access policy's one table
 * (auth/policy.ts ALLOWED): listing, inviting and removing are the guardians' (`ownerRead`, `parentWrite`), so a
 * caregiver is answered 403 and anyone else 404 with nothing added here. The invited person answers with the
 * phone they signed in with: an invitation never applies by itself, they see who invited them and accept.
 */
export function carersRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = carersRepository(deps.db);
    const tags = ['carers'];

    app.route({
      ...fromCall(instance, carersCalls.list, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => {
        const carers = await repo.list(req.memberId!);
        if (!carers) throw new AppError('NOT_FOUND');
        return ok(req, carers);
      },
    });

    app.route({
      ...fromCall(instance, carersCalls.invite, { tags }),
      config: { access: access.member('parentWrite', member) },
      handler: async (req) => {
        const outcome = await repo.invite(req.memberId!, req.account!.id, req.body.phone, req.body.role);
        if (!outcome) throw new AppError('NOT_FOUND');
        if ('refused' in outcome) {
          if (outcome.refused === 'ownPhone')
            throw new AppError('VALIDATION', 'carers.ownPhone', [{ field: 'phone', messageKey: 'carers.ownPhone' }]);
          throw new AppError('RECORD_EXISTS', 'carers.linked', [{ field: 'phone', messageKey: 'carers.linked' }]);
        }
        return ok(req, outcome.invite);
      },
    });

    app.route({
      ...fromCall(instance, carersCalls.revokeInvite, { tags }),
      config: { access: access.member('parentWrite', member) },
      handler: async (req) => {
        if (!(await repo.revokeInvite(req.memberId!, req.params.inviteId))) throw new AppError('NOT_FOUND');
        return ok(req, null);
      },
    });

    app.route({
      ...fromCall(instance, carersCalls.remove, { tags }),
      config: { access: access.member('parentWrite', member) },
      // No cache anywhere (docs/decisions/2800-no-read-cache.md): the policy reads the link on every request.
      handler: async (req) => {
        if (!(await repo.remove(req.memberId!, req.params.accountId))) throw new AppError('NOT_FOUND');
        return ok(req, null);
      },
    });

    // The invited side: parents and doctors (the roles that hold family standing); editors never reach a child.
    const invited = { access: access.role('parent', 'doctor') };

    app.route({
      ...fromCall(instance, carersCalls.received, { tags }),
      config: invited,
      handler: async (req) => ok(req, await repo.received(req.account!.phone)),
    });

    app.route({
      ...fromCall(instance, carersCalls.accept, { tags }),
      config: invited,
      handler: async (req) => {
        const accepted = await repo.accept(req.params.inviteId, req.account!);
        if (!accepted) throw new AppError('NOT_FOUND');
        // On the child's trail: who joined, and as what.
        await writeAudit(deps.db, req, { action: 'write', familyMemberId: accepted.familyMemberId, status: 200, role: accepted.role });
        return ok(req, accepted);
      },
    });

    app.route({
      ...fromCall(instance, carersCalls.decline, { tags }),
      config: invited,
      handler: async (req) => {
        if (!(await repo.decline(req.params.inviteId, req.account!.phone))) throw new AppError('NOT_FOUND');
        return ok(req, null);
      },
    });
  };
}
