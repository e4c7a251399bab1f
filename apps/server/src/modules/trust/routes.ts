import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustCalls, trustRoutes } from '@sprout/contracts';
import { access, memberFromParam, type MemberResolver } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { toAccessLog } from './access-log.ts';
import { trustRepository } from './repository.ts';
import { sharedContent } from './shared-view.ts';
import { shareService } from './shares.ts';

const member = memberFromParam('familyMemberId');
const shareTarget: MemberResolver = (req) => {
  const value = (req.params as Record<string, unknown>).shareId;
  return typeof value === 'string' ? { kind: 'share', id: value } : null;
};

/**
 * Family trust (issue 18): who viewed the child's record and time-limited share links. Everything but the
 * shared page itself is the owner parent's alone (`ownerRead`, `parentWrite`): another parent, a doctor or an
 * editor get 404 like an unknown child, and the attempt stays on the trail.
 */
export function trustModuleRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = trustRepository(deps.db);
    const shares = shareService(deps);
    const tags = ['trust'];

    app.route({
      ...fromCall(instance, trustCalls.accessLog, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => {
        const memberId = req.memberId!;
        const lang = requestLanguage(req);
        const owner = (await repo.ownerOf(memberId)) ?? req.account!.id;
        const page = await repo.trail(memberId, owner, req.query.start, req.query.limit);
        const doctorIds = [...new Set(page.rows.filter((row) => row.role === 'doctor').map((row) => row.accountId))];
        const carerIds = [
          ...new Set(page.rows.filter((row) => row.role === 'guardian' || row.role === 'caregiver').map((row) => row.accountId)),
        ];
        const [doctors, names] = [await repo.doctorsOf(doctorIds, memberId, lang), await repo.accountNames(doctorIds)];
        for (const [id, label] of await repo.carerLabels(carerIds)) names.set(id, label);
        return ok(req, toAccessLog(page, doctors, names));
      },
    });

    app.route({
      ...fromCall(instance, trustCalls.createShare, { tags }),
      config: { access: access.member('parentWrite', member) },
      handler: async (req) => ok(req, await shares.create({ memberId: req.memberId!, accountId: req.account!.id, body: req.body })),
    });

    app.route({
      ...fromCall(instance, trustCalls.shares, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => ok(req, await shares.list(req.memberId!)),
    });

    app.route({
      ...fromCall(instance, trustCalls.revokeShare, { tags }),
      config: { access: access.member('parentWrite', shareTarget) },
      handler: async (req) => {
        await shares.revoke(req.targetId!);
        return ok(req, null);
      },
    });

    app.route({
      ...fromCall(instance, trustCalls.sharedView, { tags, public: true }),
      config: { access: access.public },
      handler: async (req) => {
        const opened = await shares.open(req.body.token);
        if (!opened) throw new AppError('NOT_FOUND');
        const { share, status } = opened;
        const expiresAt = share.expiresAt.toISOString();
        if (status !== 'active') return ok(req, { status, expiresAt });
        const content = await sharedContent(deps, share.familyMemberId, share.sections, requestLanguage(req));
        // Written before the answer leaves: an open that cannot be recorded shows nothing.
        await shares.recordOpen(share, trustRoutes.sharedView.path, req.ip);
        return ok(req, { status, expiresAt, sections: share.sections, ...content });
      },
    });
  };
}
