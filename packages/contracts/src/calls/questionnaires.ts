import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { langQueryField } from '../common.ts';
import { familyMemberParamsSchema } from '../family.ts';
import {
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
} from '../questionnaires.ts';
import { questionnaireRoutes } from '../routes/questionnaires.ts';
import { versionedAdminSchemas } from './versioned-admin.ts';

const params = questionnaireCodeParamsSchema;
const query = z.object(langQueryField);

export const questionnaireCalls = defineCalls(questionnaireRoutes, {
  get: { summary: 'The current version of a questionnaire', params, response: questionnaireSchema },
  submit: {
    summary: 'Submit answers: score, result level, and the reward (granted once per account)',
    params,
    body: submissionInputSchema,
    response: submissionResultSchema,
  },
  submission: { summary: "One of the caller's results", params: submissionParamsSchema, response: submissionResultSchema },
  reward: { summary: "The reward on offer, the caller's grant if any, and their points balance", params, response: rewardStateSchema },
  engagement: {
    summary: 'The questionnaires and disease surveys open for one child, each saying whether it was done for them',
    params: familyMemberParamsSchema,
    query,
    response: openEngagementSchema,
  },
  points: { summary: "The caller's points balance and how the points were earned, newest first", query, response: pointsHistorySchema },
  ...versionedAdminSchemas({
    noun: 'questionnaire',
    answered: 'submissions',
    params,
    create: questionnaireCreateSchema,
    input: questionnaireInputSchema,
    version: questionnaireVersionSchema,
  }),
});
