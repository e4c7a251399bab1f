import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { DoctorCard } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { activityKeys } from './keys.ts';

export type DoctorFilter = { ids: readonly string[]; clinicId?: undefined } | { clinicId: string; ids?: undefined };

/** GET /app-web2/doctors?ids=…|clinicId=…: public doctor cards for the doctor-list widgets. */
export function getDoctors(filter: DoctorFilter, signal?: AbortSignal): Promise<DoctorCard[]> {
  const query = filter.clinicId ? { clinicId: filter.clinicId } : { ids: filter.ids!.join(',') };
  return request<DoctorCard[]>(`${API_PREFIX.app}/doctors`, { query, signal });
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
