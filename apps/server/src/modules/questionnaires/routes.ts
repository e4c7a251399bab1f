import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionnaireCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { versionedAdminRoutes } from '../questions/versioned-routes.ts';
import { parentEngagementService } from './parent-service.ts';
import { questionnaireService } from './service.ts';

defineMessages({
  'questionnaires.notFound': { 'zh-CN': '未找到该问卷', 'en-US': 'Cannot find this questionnaire.' },
  'questionnaires.submissionNotFound': { 'zh-CN': '未找到该问卷结果', 'en-US': 'Cannot find this questionnaire result.' },
  'questionnaires.codeTaken': { 'zh-CN': '该问卷编码已被使用', 'en-US': 'is already used by another questionnaire' },
  'questionnaires.notYourMember': { 'zh-CN': '不是您的家庭成员', 'en-US': 'is not one of your family members' },
  'questionnaires.duplicateLevel': { 'zh-CN': '结果等级编号重复', 'en-US': 'is used by another level' },
  'questionnaires.levelsGap': {
    'zh-CN': '结果等级未覆盖所有可能的得分',
    'en-US': 'the levels leave some possible scores without a result',
  },
  'questionnaires.levelsOverlap': { 'zh-CN': '结果等级的分数区间有重叠', 'en-US': 'overlaps the score range of another level' },
});

/**
 * Questionnaires: read by anyone, submitted by a signed-in account (scored, rewarded once), results read
 * back by their owner only (a lookup scoped to the caller's account: anyone else's id is 404, so result ids
 * reveal nothing), edited by editors as versions.
 */
export function questionnaireRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = questionnaireService(deps.db);
    const tags = ['questionnaires'];
    const signedIn = { access: access.signedIn };

    app.route({
      ...fromCall(instance, questionnaireCalls.get, { tags }),
      config: { access: access.public },
      handler: async (req) => ok(req, await service.get(req.params.code, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, questionnaireCalls.submit, { tags }),
      config: signedIn,
      handler: async (req) => ok(req, await service.submit(req.params.code, req.account!.id, req.body, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, questionnaireCalls.submission, { tags }),
      config: signedIn,
      handler: async (req) => ok(req, await service.submission(req.params.submissionId, req.account!.id, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, questionnaireCalls.reward, { tags }),
      config: signedIn,
      handler: async (req) => ok(req, await service.rewardState(req.params.code, req.account!.id, requestLanguage(req))),
    });

    const parent = parentEngagementService(deps.db);
    app.route({
      ...fromCall(instance, questionnaireCalls.engagement, { tags }),
      config: { access: access.member('read', memberFromParam('familyMemberId')) },
      handler: async (req) => ok(req, await parent.openFor(req.account!.id, req.memberId!, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, questionnaireCalls.points, { tags }),
      config: signedIn,
      handler: async (req) => ok(req, await parent.points(req.account!.id, requestLanguage(req))),
    });

    versionedAdminRoutes(instance, { calls: questionnaireCalls, admin: service.admin, code: 'code', tags });
  };
}
