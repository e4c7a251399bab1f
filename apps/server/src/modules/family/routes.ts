import {
  envelope,
  familyMemberInputSchema,
  familyMemberParamsSchema,
  familyMemberSchema,
  type FamilyMemberInput,
} from '@sprout/contracts';
import { todayUtc } from '@sprout/clinical';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { familyRepository } from './repository.ts';

function assertBirthDateNotInFuture(input: FamilyMemberInput): void {
  if (input.birthDate > todayUtc()) throw fieldError('birthDate', 'validation.birthInFuture');
}

export function familyRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = familyRepository(deps.db);
    const tags = ['family'];

    app.get(
      '/family_members',
      {
        config: { access: access.signedIn },
        schema: { tags, summary: "The signed-in account's family members", response: { 200: envelope(z.array(familyMemberSchema)) } },
      },
      async (req) => ok(req, await repo.listForAccount(req.account!.id)),
    );

    app.post(
      '/family_members',
      {
        config: { access: access.role('parent') },
        schema: { tags, summary: 'Add a family member', body: familyMemberInputSchema, response: { 200: envelope(familyMemberSchema) } },
      },
      async (req) => {
        assertBirthDateNotInFuture(req.body);
        return ok(req, await repo.create(req.account!.id, req.body));
      },
    );

    app.put(
      '/family_members/:familyMemberId',
      {
        config: { access: access.member('parentWrite', memberFromParam('familyMemberId')) },
        schema: {
          tags,
          summary: 'Change a family member',
          params: familyMemberParamsSchema,
          body: familyMemberInputSchema,
          response: { 200: envelope(familyMemberSchema) },
        },
      },
      async (req) => {
        assertBirthDateNotInFuture(req.body);
        const member = await repo.update(req.memberId!, req.body);
        if (!member) throw new AppError('NOT_FOUND');
        return ok(req, member);
      },
    );

    app.delete(
      '/family_members/:familyMemberId',
      {
        config: { access: access.member('parentWrite', memberFromParam('familyMemberId')) },
        schema: { tags, summary: 'Remove a family member', params: familyMemberParamsSchema, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await repo.softDelete(req.memberId!);
        return ok(req, null);
      },
    );
  };
}
