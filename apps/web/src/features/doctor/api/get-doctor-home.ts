import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { doctorKeys } from './keys.ts';

/** GET /health-info-service/doctor/home: the doctor's name and clinics. */
export function getDoctorHome(signal?: AbortSignal) {
  return callApi(doctorRoutes.home, { signal });
}

export function doctorHomeQueryOptions() {
  return queryOptions({ queryKey: doctorKeys.home(), queryFn: ({ signal }) => getDoctorHome(signal) });
}

export function useDoctorHome() {
  return useQuery(doctorHomeQueryOptions());
}
