import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { doctorRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { doctorKeys, type PatientListFilter } from './keys.ts';

export const PATIENT_PAGE_SIZE = 20;

/** GET /health-info-service/doctor/patients?keyword=&flag=&sort=&start=&limit= */
export function getPatients(filter: PatientListFilter, start: number, signal?: AbortSignal) {
  return callApi(doctorRoutes.patients, {
    query: {
      keyword: filter.keyword.trim() || undefined,
      flag: filter.flag ?? undefined,
      sort: filter.sort,
      start,
      limit: PATIENT_PAGE_SIZE,
    },
    signal,
  });
}

export function patientsQueryOptions(filter: PatientListFilter) {
  return infiniteQueryOptions({
    queryKey: doctorKeys.patientList(filter),
    queryFn: ({ pageParam, signal }) => getPatients(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function usePatients(filter: PatientListFilter) {
  return useInfiniteQuery(patientsQueryOptions(filter));
}
