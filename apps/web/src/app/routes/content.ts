import { notBuilt, type RouteEntry } from './types.ts';

/** Articles, FAQ, advice, drugs, surveys, questionnaires and the contact form (spec §2). */
export const contentRoutes: RouteEntry[] = [
  notBuilt('/article/:id', 'article'),
  notBuilt('/articleReplace/:id', 'articleReplace'),
  notBuilt('/diseaseSurvey/:diseaseCode', 'diseaseSurvey'),
  notBuilt('/drugs/:productCode', 'drugs'),
  notBuilt('/customInfo/customInfo', 'customInfo'),
  notBuilt('/healthAdvices/patient/healthAdvices', 'healthAdvices'),
  notBuilt('/faq', 'faq'),
  notBuilt('/faq/list', 'faqList'),
  notBuilt('/faq/detail', 'faqDetail'),
  notBuilt('/questionnaires/result', 'questionnaireResult'),
  notBuilt('/questionnaires/reward', 'questionnaireReward'),
  // Ours, not the spec's: the list the home "articles" shortcut opens.
  notBuilt('/articles', 'articles'),
];
