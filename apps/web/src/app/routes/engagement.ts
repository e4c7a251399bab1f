import type { RouteEntry } from './types.ts';

/** Disease surveys, questionnaires with results and rewards, and the contact form (spec §2). */
export const engagementRoutes: RouteEntry[] = [
  {
    path: '/diseaseSurvey/:diseaseCode',
    titleKey: 'diseaseSurvey',
    load: () => import('../../features/surveys/pages/disease-survey-page.tsx'),
    namespaces: ['engagement', 'questions'],
    requiresAuth: true,
  },
  {
    path: '/customInfo/customInfo',
    titleKey: 'customInfo',
    load: () => import('../../features/contact/pages/contact-page.tsx'),
    namespaces: ['engagement'],
  },
  {
    path: '/questionnaires/result',
    titleKey: 'questionnaireResult',
    load: () => import('../../features/questionnaires/pages/questionnaire-result-page.tsx'),
    namespaces: ['engagement'],
    requiresAuth: true,
  },
  {
    path: '/questionnaires/reward',
    titleKey: 'questionnaireReward',
    load: () => import('../../features/questionnaires/pages/questionnaire-reward-page.tsx'),
    namespaces: ['engagement'],
    requiresAuth: true,
  },
  // Ours: the parent's points and how they were earned (issue 19).
  {
    path: '/points',
    titleKey: 'points',
    load: () => import('../../features/questionnaires/pages/points-page.tsx'),
    namespaces: ['engagement'],
    requiresAuth: true,
  },
  // Ours: where a questionnaire is taken before its result and reward pages.
  {
    path: '/questionnaires/take',
    titleKey: 'questionnaireTake',
    load: () => import('../../features/questionnaires/pages/take-questionnaire-page.tsx'),
    namespaces: ['engagement', 'questions'],
    requiresAuth: true,
  },
];
