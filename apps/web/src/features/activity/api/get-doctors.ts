import { queryOptions, useQuery } from '@tanstack/react-query';
import { clinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { activityKeys } from './keys.ts';

export type DoctorFilter = { ids: readonly string[]; clinicId?: undefined } | { clinicId: string; ids?: undefined };

/** GET /app-web2/doctors?ids=…|clinicId=…: public doctor cards for the doctor-list widgets. */
export function getDoctors(filter: DoctorFilter, signal?: AbortSignal) {
  const query = filter.clinicId ? { clinicId: filter.clinicId } : { ids: filter.ids!.join(',') };
  return callApi(clinicsRoutes.doctors, { query, signal });
}

export function doctorsQueryOptions(filter: DoctorFilter) {
  return queryOptions({
    queryKey: activityKeys.doctors(filter),
    queryFn: ({ signal }) => getDoctors(filter, signal),
    // A missing doctor list must not interrupt a campaign page with a toast; the widget says it is empty.
    meta: { silentError: true },
    staleTime: 5 * 60_000,
  });
}

export function useDoctors(filter: DoctorFilter) {
  return useQuery(doctorsQueryOptions(filter));
}
