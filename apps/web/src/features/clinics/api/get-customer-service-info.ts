import { queryOptions, useQuery } from '@tanstack/react-query';
import { clinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { clinicKeys } from './keys.ts';

/** GET {apiBase}/app-web2/customer_services/info (spec §7): its data is the customer-service info, stored whole. */
export function getCustomerServiceInfo(signal?: AbortSignal) {
  return callApi(clinicsRoutes.customerService, { signal });
}

export function customerServiceInfoQueryOptions() {
  return queryOptions({
    queryKey: clinicKeys.customerService(),
    queryFn: ({ signal }) => getCustomerServiceInfo(signal),
    // Spec §8: clinic call failures are not handled; without the info the button simply does not appear.
    meta: { silentError: true },
  });
}

export function useCustomerServiceInfo() {
  return useQuery(customerServiceInfoQueryOptions());
}
