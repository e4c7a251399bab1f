import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClinic } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function getAdminClinic(shopId: string, signal?: AbortSignal): Promise<AdminClinic> {
  return request<AdminClinic>(`${ADMIN_PREFIX}/clinics/${encodeURIComponent(shopId)}`, { signal });
}

export const adminClinicQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: editorKeys.clinic(shopId), queryFn: ({ signal }) => getAdminClinic(shopId, signal) });

export function useAdminClinic(shopId: string | null) {
  return useQuery({ ...adminClinicQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
