import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function getAdminClinics(signal?: AbortSignal) {
  return callApi(adminClinicsRoutes.clinics, { signal });
}

export const adminClinicsQueryOptions = () =>
  queryOptions({ queryKey: editorKeys.clinics(), queryFn: ({ signal }) => getAdminClinics(signal) });

export function useAdminClinics() {
  return useQuery(adminClinicsQueryOptions());
}
