import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClinic } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function getAdminClinics(signal?: AbortSignal): Promise<AdminClinic[]> {
  return request<AdminClinic[]>(`${ADMIN_PREFIX}/clinics`, { signal });
}

export const adminClinicsQueryOptions = () => queryOptions({ queryKey: editorKeys.clinics(), queryFn: ({ signal }) => getAdminClinics(signal) });

export function useAdminClinics() {
  return useQuery(adminClinicsQueryOptions());
}
