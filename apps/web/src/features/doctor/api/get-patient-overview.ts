import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { doctorKeys } from './keys.ts';

/** GET /health-info-service/doctor/patients/{patientId}/overview */
export function getPatientOverview(patientId: string) {
  return callApi(doctorRoutes.overview, { params: { patientId } });
}

export function patientOverviewQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: doctorKeys.overview(patientId),
    // No abort signal: an audited read that is aborted and repeated would only cost a second request.
    queryFn: () => getPatientOverview(patientId),
    meta: { silentError: true },
    retry: false,
  });
}

export function usePatientOverview(patientId: string | null) {
  return useQuery({ ...patientOverviewQueryOptions(patientId ?? ''), enabled: Boolean(patientId) });
}
