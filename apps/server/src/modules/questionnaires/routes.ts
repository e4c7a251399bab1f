import {
  envelope,
  familyMemberParamsSchema,
  openEngagementSchema,
  pointsHistorySchema,
  questionnaireCodeParamsSchema,
  questionnaireCreateSchema,
  questionnaireInputSchema,
  questionnaireSchema,
  questionnaireVersionSchema,
  rewardStateSchema,
  submissionInputSchema,
  submissionParamsSchema,
  submissionResultSchema,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { parentEngagementService } from './parent-service.ts';
import { questionnaireService } from './service.ts';

defineMessages({
  'questionnaires.notFound': { 'zh-CN': '未找到该问卷', 'en-US': 'Cannot find this questionnaire.' },
  'questionnaires.submissionNotFound': { 'zh-CN': '未找到该问卷结果', 'en-US': 'Cannot find this questionnaire result.' },
  'questionnaires.codeTaken': { 'zh-CN': '该问卷编码已被使用', 'en-US': 'is already used by another questionnaire' },
  'questionnaires.notYourMember': { 'zh-CN': '不是您的家庭成员', 'en-US': 'is not one of your family members' },
  'questionnaires.duplicateLevel': { 'zh-CN': '结果等级编号重复', 'en-US': 'is used by another level' },
  'questionnaires.levelsGap': { 'zh-CN': '结果等级未覆盖所有可能的得分', 'en-US': 'the levels leave some possible scores without a result' },
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

    app.get(
      '/questionnaires/:code',
      {
        config: { access: access.public },
        schema: { tags, summary: 'The current version of a questionnaire', params: questionnaireCodeParamsSchema, response: { 200: envelope(questionnaireSchema) } },
      },
      async (req) => ok(req, await service.get(req.params.code, requestLanguage(req))),
    );

    app.post(
      '/questionnaires/:code/submissions',
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: 'Submit answers: score, result level, and the reward (granted once per account)',
          params: questionnaireCodeParamsSchema,
          body: submissionInputSchema,
          response: { 200: envelope(submissionResultSchema) },
        },
      },
      async (req) => ok(req, await service.submit(req.params.code, req.account!.id, req.body, requestLanguage(req))),
    );

    app.get(
      '/questionnaires/submissions/:submissionId',
      {
        config: { access: access.signedIn },
        schema: { tags, summary: "One of the caller's results", params: submissionParamsSchema, response: { 200: envelope(submissionResultSchema) } },
      },
      async (req) => ok(req, await service.submission(req.params.submissionId, req.account!.id, requestLanguage(req))),
    );

    app.get(
      '/questionnaires/:code/reward',
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: "The reward on offer, the caller's grant if any, and their points balance",
          params: questionnaireCodeParamsSchema,
          response: { 200: envelope(rewardStateSchema) },
        },
      },
      async (req) => ok(req, await service.rewardState(req.params.code, req.account!.id, requestLanguage(req))),
    );

    const parent = parentEngagementService(deps.db);
    app.get(
      '/family_members/:familyMemberId/engagement',
      {
        config: { access: access.member('read', memberFromParam('familyMemberId')) },
        schema: {
          tags,
          summary: 'The questionnaires and disease surveys open for one child, each saying whether it was done for them',
          params: familyMemberParamsSchema,
          response: { 200: envelope(openEngagementSchema) },
        },
      },
      async (req) => ok(req, await parent.openFor(req.account!.id, req.memberId!, requestLanguage(req))),
    );

    app.get(
      '/points',
      {
        config: { access: access.signedIn },
        schema: { tags, summary: "The caller's points balance and how the points were earned, newest first", response: { 200: envelope(pointsHistorySchema) } },
      },
      async (req) => ok(req, await parent.points(req.account!.id, requestLanguage(req))),
    );

    const admin = { access: access.role('admin') };
    app.get(
      '/admin/questionnaires',
      { config: admin, schema: { tags, summary: 'Every questionnaire at its current version', response: { 200: envelope(z.array(questionnaireVersionSchema)) } } },
      async (req) => ok(req, await service.listCurrent()),
    );
    app.post(
      '/admin/questionnaires',
      { config: admin, schema: { tags, summary: 'Create a questionnaire (version 1)', body: questionnaireCreateSchema, response: { 200: envelope(questionnaireVersionSchema) } } },
      async (req) => ok(req, await service.create(req.body, req.account!.id)),
    );
    app.put(
      '/admin/questionnaires/:code',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Edit a questionnaire: saves a new version, earlier ones and their submissions stay',
          params: questionnaireCodeParamsSchema,
          body: questionnaireInputSchema,
          response: { 200: envelope(questionnaireVersionSchema) },
        },
      },
      async (req) => ok(req, await service.update(req.params.code, req.body, req.account!.id)),
    );
    app.get(
      '/admin/questionnaires/:code/versions',
      {
        config: admin,
        schema: { tags, summary: 'Every version, newest first', params: questionnaireCodeParamsSchema, response: { 200: envelope(z.array(questionnaireVersionSchema)) } },
      },
      async (req) => ok(req, await service.versions(req.params.code)),
    );
  };
}
