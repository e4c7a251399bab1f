import { API_PREFIX } from '../paths.ts';

const advices = `${API_PREFIX.app}/family_members/:familyMemberId/doctor_advices`;

/** Health advice for a family member (schemas: calls/advice.ts). */
export const adviceRoutes = {
  forMember: { id: 'advice.forMember', method: 'GET', path: `${API_PREFIX.app}/family_members/:familyMemberId/health_advices` },
  addDoctorAdvice: {
    id: 'advice.addDoctorAdvice',
    method: 'POST',
    path: `${API_PREFIX.app}/family_members/:familyMemberId/doctor_advices`,
  },
  // Issue 30: one advice as it stands, its correction, its withdrawal and its history.
  doctorAdvice: { id: 'advice.doctorAdvice', method: 'GET', path: `${advices}/:entryId` },
  amendDoctorAdvice: { id: 'advice.amendDoctorAdvice', method: 'PUT', path: `${advices}/:entryId` },
  withdrawDoctorAdvice: { id: 'advice.withdrawDoctorAdvice', method: 'POST', path: `${advices}/:entryId/withdraw` },
  doctorAdviceHistory: { id: 'advice.doctorAdviceHistory', method: 'GET', path: `${advices}/:entryId/history` },
  /** The editors' wording of the advice texts (role admin). */
  adminTexts: { id: 'advice.adminTexts', method: 'GET', path: `${API_PREFIX.app}/admin/advice_texts` },
  putText: { id: 'advice.putText', method: 'PUT', path: `${API_PREFIX.app}/admin/advice_texts/:key` },
} as const;
