import { API_PREFIX } from '../paths.ts';

/** Health advice for a family member (schemas: calls/advice.ts). */
export const adviceRoutes = {
  forMember: { id: 'advice.forMember', method: 'GET', path: `${API_PREFIX.app}/family_members/:familyMemberId/health_advices` },
  addDoctorAdvice: {
    id: 'advice.addDoctorAdvice',
    method: 'POST',
    path: `${API_PREFIX.app}/family_members/:familyMemberId/doctor_advices`,
  },
  /** The editors' wording of the advice texts (role admin). */
  adminTexts: { id: 'advice.adminTexts', method: 'GET', path: `${API_PREFIX.app}/admin/advice_texts` },
  putText: { id: 'advice.putText', method: 'PUT', path: `${API_PREFIX.app}/admin/advice_texts/:key` },
} as const;
