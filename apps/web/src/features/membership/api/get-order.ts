import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';
import { membershipKeys } from './get-plans.ts';

export function getOrder(orderId: string, signal?: AbortSignal) {
  return callApi(membershipRoutes.order, { params: { orderId }, signal });
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: membershipKeys.order(orderId, currentLanguage()),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: { silentError: true },
  });
}

export function useOrder(orderId: string) {
  return useQuery({ ...orderQueryOptions(orderId), enabled: orderId !== '' });
}
