import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayUtc } from '@sprout/clinical';
import { familyCalls, type FamilyMemberInput } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { attachmentService } from '../attachments/service.ts';
import { leavingRepository } from '../leaving/repository.ts';
import { familyRepository } from './repository.ts';

function assertBirthDateNotInFuture(input: FamilyMemberInput): void {
  if (input.birthDate > todayUtc()) throw fieldError('birthDate', 'validation.birthInFuture');
}

export function familyRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = familyRepository(deps.db);
    const erasure = leavingRepository(deps.db);
    const attachments = attachmentService(deps);
    const tags = ['family'];
    const owner = { access: access.member('parentWrite', memberFromParam('familyMemberId')) };

    app.route({
      ...fromCall(instance, familyCalls.list, { tags }),
      config: { access: access.signedIn },
      handler: async (req) => ok(req, await repo.listForAccount(req.account!.id)),
    });

    app.route({
      ...fromCall(instance, familyCalls.create, { tags }),
      config: { access: access.role('parent') },
      handler: async (req) => {
        assertBirthDateNotInFuture(req.body);
        return ok(req, await repo.create(req.account!.id, req.body));
      },
    });

    app.route({
      ...fromCall(instance, familyCalls.update, { tags }),
      config: owner,
      handler: async (req) => {
        assertBirthDateNotInFuture(req.body);
        const member = await repo.update(req.memberId!, req.body);
        if (!member) throw new AppError('NOT_FOUND');
        return ok(req, { ...member, access: req.memberRelation === 'guardian' ? ('guardian' as const) : ('owner' as const) });
      },
    });

    app.route({
      ...fromCall(instance, familyCalls.remove, { tags }),
      config: owner,
      // Erases the member and all its data (issue 29: PIPL art. 47), as leaving erases an account: a repeat, or a
      // second request that crossed this one, finds nothing and answers 404.
      handler: async (req) => {
        const memberId = req.memberId!;
        const erased = await attachments.erasing({ memberId }, req.log, () => erasure.eraseMember(req.account!.id, memberId));
        if (!erased) throw new AppError('NOT_FOUND');
        return ok(req, null);
      },
    });
  };
}
