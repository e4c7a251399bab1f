import {
  diseaseCodeParamsSchema,
  envelope,
  pageOf,
  surveyAnswerInputSchema,
  surveyAnswerSchema,
  surveyAnswersQuerySchema,
  surveyCreateSchema,
  surveyInputSchema,
  surveySchema,
  surveyVersionSchema,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { defineMessages } from '../../http/messages.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { memberFromBody } from '../questions/resolvers.ts';
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

    app.get(
      '/diseaseSurveys/:diseaseCode',
      {
        config: { access: access.public },
        schema: { tags, summary: 'The current version of a disease survey', params: diseaseCodeParamsSchema, response: { 200: envelope(surveySchema) } },
      },
      async (req) => ok(req, await service.get(req.params.diseaseCode, requestLanguage(req))),
    );

    app.post(
      '/diseaseSurveys/:diseaseCode/answers',
      {
        config: { access: access.member('parentWrite', memberFromBody('familyMemberId')) },
        schema: {
          tags,
          summary: "Answer a survey for one of the account's family members",
          params: diseaseCodeParamsSchema,
          body: surveyAnswerInputSchema,
          response: { 200: envelope(surveyAnswerSchema) },
        },
      },
      async (req) => ok(req, await service.answer(req.params.diseaseCode, req.account!.id, req.body, requestLanguage(req))),
    );

    app.get(
      '/diseaseSurveys/:diseaseCode/answers',
      {
        config: { access: access.member('read', memberFromParam('familyMemberId')) },
        schema: {
          tags,
          summary: "A family member's answers to a survey, newest first",
          params: diseaseCodeParamsSchema,
          querystring: surveyAnswersQuerySchema,
          response: { 200: envelope(pageOf(surveyAnswerSchema)) },
        },
      },
      async (req) => ok(req, await service.answersOf(req.params.diseaseCode, req.memberId!, req.query.start, req.query.limit)),
    );

    const admin = { access: access.role('admin') };
    app.get(
      '/admin/diseaseSurveys',
      { config: admin, schema: { tags, summary: 'Every survey at its current version', response: { 200: envelope(z.array(surveyVersionSchema)) } } },
      async (req) => ok(req, await service.listCurrent()),
    );
    app.post(
      '/admin/diseaseSurveys',
      { config: admin, schema: { tags, summary: 'Create a survey (version 1)', body: surveyCreateSchema, response: { 200: envelope(surveyVersionSchema) } } },
      async (req) => ok(req, await service.create(req.body, req.account!.id)),
    );
    app.put(
      '/admin/diseaseSurveys/:diseaseCode',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Edit a survey: saves a new version, earlier ones and their answers stay',
          params: diseaseCodeParamsSchema,
          body: surveyInputSchema,
          response: { 200: envelope(surveyVersionSchema) },
        },
      },
      async (req) => ok(req, await service.update(req.params.diseaseCode, req.body, req.account!.id)),
    );
    app.get(
      '/admin/diseaseSurveys/:diseaseCode/versions',
      {
        config: admin,
        schema: { tags, summary: 'Every version of a survey, newest first', params: diseaseCodeParamsSchema, response: { 200: envelope(z.array(surveyVersionSchema)) } },
      },
      async (req) => ok(req, await service.versions(req.params.diseaseCode)),
    );
  };
}
