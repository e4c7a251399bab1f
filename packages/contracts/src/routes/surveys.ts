import { API_PREFIX } from '../paths.ts';

const surveys = `${API_PREFIX.app}/diseaseSurveys`;
const admin = `${API_PREFIX.app}/admin/diseaseSurveys`;

/** Disease surveys, and the editors' versioned admin calls (schemas: calls/surveys.ts). */
export const surveyRoutes = {
  get: { id: 'surveys.get', method: 'GET', path: `${surveys}/:diseaseCode` },
  answer: { id: 'surveys.answer', method: 'POST', path: `${surveys}/:diseaseCode/answers` },
  answers: { id: 'surveys.answers', method: 'GET', path: `${surveys}/:diseaseCode/answers` },
  adminList: { id: 'surveys.adminList', method: 'GET', path: admin },
  adminCreate: { id: 'surveys.adminCreate', method: 'POST', path: admin },
  adminUpdate: { id: 'surveys.adminUpdate', method: 'PUT', path: `${admin}/:diseaseCode` },
  adminVersions: { id: 'surveys.adminVersions', method: 'GET', path: `${admin}/:diseaseCode/versions` },
  adminPublish: { id: 'surveys.adminPublish', method: 'POST', path: `${admin}/:diseaseCode/publish` },
} as const;
