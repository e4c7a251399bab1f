import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDoctor } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function getAdminDoctors(q: string, clinicId: string, signal?: AbortSignal): Promise<AdminDoctor[]> {
  return request<AdminDoctor[]>(`${ADMIN_PREFIX}/doctors`, { query: { q: q || undefined, clinicId: clinicId || undefined }, signal });
}

export const adminDoctorsQueryOptions = (q: string, clinicId: string) =>
  queryOptions({ queryKey: editorKeys.doctorList(q, clinicId), queryFn: ({ signal }) => getAdminDoctors(q, clinicId, signal) });

export function useAdminDoctors(q: string, clinicId: string) {
  return useQuery({ ...adminDoctorsQueryOptions(q, clinicId), placeholderData: keepPreviousData });
}
