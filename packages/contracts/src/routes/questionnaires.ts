import { API_PREFIX } from '../paths.ts';

const questionnaires = `${API_PREFIX.app}/questionnaires`;
const admin = `${API_PREFIX.app}/admin/questionnaires`;

/** Questionnaires, results, rewards and points, and the editors' versioned admin calls (schemas: calls/questionnaires.ts). */
export const questionnaireRoutes = {
  get: { id: 'questionnaires.get', method: 'GET', path: `${questionnaires}/:code` },
  submit: { id: 'questionnaires.submit', method: 'POST', path: `${questionnaires}/:code/submissions` },
  submission: { id: 'questionnaires.submission', method: 'GET', path: `${questionnaires}/submissions/:submissionId` },
  reward: { id: 'questionnaires.reward', method: 'GET', path: `${questionnaires}/:code/reward` },
  engagement: { id: 'questionnaires.engagement', method: 'GET', path: `${API_PREFIX.app}/family_members/:familyMemberId/engagement` },
  points: { id: 'questionnaires.points', method: 'GET', path: `${API_PREFIX.app}/points` },
  adminList: { id: 'questionnaires.adminList', method: 'GET', path: admin },
  adminCreate: { id: 'questionnaires.adminCreate', method: 'POST', path: admin },
  adminUpdate: { id: 'questionnaires.adminUpdate', method: 'PUT', path: `${admin}/:code` },
  adminVersions: { id: 'questionnaires.adminVersions', method: 'GET', path: `${admin}/:code/versions` },
  adminPublish: { id: 'questionnaires.adminPublish', method: 'POST', path: `${admin}/:code/publish` },
} as const;
