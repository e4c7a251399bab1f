import { defineCalls } from '../call-schemas.ts';
import { pageOf } from '../envelope.ts';
import { surveyRoutes } from '../routes/surveys.ts';
import {
  diseaseCodeParamsSchema,
  surveyAnswerInputSchema,
  surveyAnswerSchema,
  surveyAnswersQuerySchema,
  surveyCreateSchema,
  surveyInputSchema,
  surveySchema,
  surveyVersionSchema,
} from '../surveys.ts';
import { versionedAdminSchemas } from './versioned-admin.ts';

const params = diseaseCodeParamsSchema;

export const surveyCalls = defineCalls(surveyRoutes, {
  get: { summary: 'The current version of a disease survey', params, response: surveySchema },
  answer: {
    summary: "Answer a survey for one of the account's family members",
    params,
    body: surveyAnswerInputSchema,
    response: surveyAnswerSchema,
  },
  answers: {
    summary: "A family member's answers to a survey, newest first",
    params,
    query: surveyAnswersQuerySchema,
    response: pageOf(surveyAnswerSchema),
  },
  ...versionedAdminSchemas({
    noun: 'survey',
    answered: 'answers',
    params,
    create: surveyCreateSchema,
    input: surveyInputSchema,
    version: surveyVersionSchema,
  }),
});
