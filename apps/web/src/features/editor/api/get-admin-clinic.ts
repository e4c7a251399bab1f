import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function getAdminClinic(shopId: string, signal?: AbortSignal) {
  return callApi(adminClinicsRoutes.clinic, { params: { shopId }, signal });
}

export const adminClinicQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: editorKeys.clinic(shopId), queryFn: ({ signal }) => getAdminClinic(shopId, signal) });

export function useAdminClinic(shopId: string | null) {
  return useQuery({ ...adminClinicQueryOptions(shopId ?? ''), enabled: Boolean(shopId), meta: { pageShowsNotFound: true } });
}
