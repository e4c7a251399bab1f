import { notBuilt, type RouteEntry } from './types.ts';

/** Disease surveys, questionnaires with results and rewards, and the contact form (spec §2). */
export const engagementRoutes: RouteEntry[] = [
  notBuilt('/diseaseSurvey/:diseaseCode', 'diseaseSurvey'),
  notBuilt('/customInfo/customInfo', 'customInfo'),
  notBuilt('/questionnaires/result', 'questionnaireResult'),
  notBuilt('/questionnaires/reward', 'questionnaireReward'),
];
