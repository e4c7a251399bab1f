import { queryOptions, useQuery } from '@tanstack/react-query';
import { clinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { clinicKeys } from './keys.ts';

/** GET /app-web2/clinics: every clinic, for the clinic list the home "clinics" shortcut opens. */
export function getClinics(signal?: AbortSignal) {
  return callApi(clinicsRoutes.list, { signal });
}

export function clinicsQueryOptions() {
  return queryOptions({ queryKey: clinicKeys.list(), queryFn: ({ signal }) => getClinics(signal), meta: { silentError: true } });
}

export function useClinics() {
  return useQuery(clinicsQueryOptions());
}
