import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function getAdminDoctors(q: string, clinicId: string, signal?: AbortSignal) {
  return callApi(adminClinicsRoutes.doctors, { query: { q: q || undefined, clinicId: clinicId || undefined }, signal });
}

export const adminDoctorsQueryOptions = (q: string, clinicId: string) =>
  queryOptions({ queryKey: editorKeys.doctorList(q, clinicId), queryFn: ({ signal }) => getAdminDoctors(q, clinicId, signal) });

export function useAdminDoctors(q: string, clinicId: string) {
  return useQuery({ ...adminDoctorsQueryOptions(q, clinicId), placeholderData: keepPreviousData });
}
