import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { surveyCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { memberFromBody } from '../questions/resolvers.ts';
import { versionedAdminRoutes } from '../questions/versioned-routes.ts';
import { surveyService } from './service.ts';

defineMessages({
  'surveys.notFound': { 'zh-CN': '未找到该疾病调查', 'en-US': 'Cannot find this survey.' },
  'surveys.codeTaken': { 'zh-CN': '该疾病编码已有调查', 'en-US': 'already has a survey' },
  'content.editedMeanwhile': {
    'zh-CN': '内容刚被其他人修改，请刷新后再保存',
    'en-US': 'Someone else saved this a moment ago. Reload it and save again.',
  },
});

/** Disease surveys: read by anyone, answered by a parent for their own family member, edited by editors. */
export function surveyRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = surveyService(deps.db);
    const tags = ['surveys'];

    app.route({
      ...fromCall(instance, surveyCalls.get, { tags }),
      config: { access: access.public },
      handler: async (req) => ok(req, await service.get(req.params.diseaseCode, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, surveyCalls.answer, { tags }),
      config: { access: access.member('parentWrite', memberFromBody('familyMemberId')) },
      handler: async (req) => ok(req, await service.answer(req.params.diseaseCode, req.account!.id, req.body, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, surveyCalls.answers, { tags }),
      config: { access: access.member('read', memberFromParam('familyMemberId')) },
      handler: async (req) => ok(req, await service.answersOf(req.params.diseaseCode, req.memberId!, req.query.start, req.query.limit)),
    });

    versionedAdminRoutes(instance, { calls: surveyCalls, admin: service.admin, code: 'diseaseCode', tags });
  };
}
