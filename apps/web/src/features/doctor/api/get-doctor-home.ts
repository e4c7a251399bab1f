import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCTOR_API_PREFIX } from '@sprout/contracts/light';
import type { DoctorHome } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { doctorKeys } from './keys.ts';

/** GET /health-info-service/doctor/home: the doctor's name and clinics. */
export function getDoctorHome(signal?: AbortSignal): Promise<DoctorHome> {
  return request<DoctorHome>(`${DOCTOR_API_PREFIX}/home`, { signal });
}

export function doctorHomeQueryOptions() {
  return queryOptions({ queryKey: doctorKeys.home(), queryFn: ({ signal }) => getDoctorHome(signal) });
}

export function useDoctorHome() {
  return useQuery(doctorHomeQueryOptions());
}
