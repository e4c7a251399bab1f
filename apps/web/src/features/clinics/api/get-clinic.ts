import { queryOptions, useQuery } from '@tanstack/react-query';
import { clinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { clinicKeys } from './keys.ts';

/** GET {apiBase}/app-web2/clinics/{shopId} (spec §7): its data is the clinic detail, stored whole. */
export function getClinic(shopId: string, signal?: AbortSignal) {
  return callApi(clinicsRoutes.get, { params: { shopId }, signal });
}

export function clinicQueryOptions(shopId: string) {
  return queryOptions({
    queryKey: clinicKeys.detail(shopId),
    queryFn: ({ signal }) => getClinic(shopId, signal),
    // Spec §8: clinic call failures are not handled (no toast); the page shows a not-found state itself.
    meta: { silentError: true },
  });
}

export function useClinic(shopId: string) {
  return useQuery(clinicQueryOptions(shopId));
}
