import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function getAdminDoctor(id: string, signal?: AbortSignal) {
  return callApi(adminClinicsRoutes.doctor, { params: { id }, signal });
}

export const adminDoctorQueryOptions = (id: string) =>
  queryOptions({ queryKey: editorKeys.doctor(id), queryFn: ({ signal }) => getAdminDoctor(id, signal) });

export function useAdminDoctor(id: string | null) {
  return useQuery({ ...adminDoctorQueryOptions(id ?? ''), enabled: Boolean(id), meta: { pageShowsNotFound: true } });
}
