import { API_PREFIX } from '../paths.ts';

/** Health advice for a family member (schemas: calls/advice.ts). */
export const adviceRoutes = {
  forMember: { id: 'advice.forMember', method: 'GET', path: `${API_PREFIX.app}/family_members/:familyMemberId/health_advices` },
  addDoctorAdvice: { id: 'advice.addDoctorAdvice', method: 'POST', path: `${API_PREFIX.app}/family_members/:familyMemberId/doctor_advices` },
} as const;
