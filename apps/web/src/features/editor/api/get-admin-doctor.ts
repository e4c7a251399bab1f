import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDoctor } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function getAdminDoctor(id: string, signal?: AbortSignal): Promise<AdminDoctor> {
  return request<AdminDoctor>(`${ADMIN_PREFIX}/doctors/${encodeURIComponent(id)}`, { signal });
}

export const adminDoctorQueryOptions = (id: string) => queryOptions({ queryKey: editorKeys.doctor(id), queryFn: ({ signal }) => getAdminDoctor(id, signal) });

export function useAdminDoctor(id: string | null) {
  return useQuery({ ...adminDoctorQueryOptions(id ?? ''), enabled: Boolean(id) });
}
