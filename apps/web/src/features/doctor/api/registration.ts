import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatientRegistration } from '@sprout/contracts';
import { doctorRoutes } from '@sprout/contracts/light';
import { callApi, ERROR_SHOW_TYPE } from '../../../lib/request/index.ts';
import { doctorKeys } from './keys.ts';

/** GET /health-info-service/doctor/family_search?phone=: the family of the guardian's whole phone (issue 30). */
export function useFamilySearch(phone: string | null) {
  return useQuery({
    queryKey: [...doctorKeys.all, 'familySearch', phone ?? ''] as const,
    queryFn: () => callApi(doctorRoutes.familySearch, { query: { phone: phone! }, showType: ERROR_SHOW_TYPE.SILENT }),
    enabled: Boolean(phone),
    meta: { silentError: true },
    retry: false,
  });
}

/** POST /health-info-service/doctor/patients: the child's file at one of the doctor's clinics. */
export function useRegisterPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientRegistration) =>
      callApi(doctorRoutes.registerPatient, { body, showType: ERROR_SHOW_TYPE.SILENT, idempotent: true }),
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorKeys.patients() }),
        queryClient.invalidateQueries({ queryKey: doctorKeys.home() }),
        queryClient.invalidateQueries({ queryKey: [...doctorKeys.all, 'familySearch'] }),
      ]),
  });
}
