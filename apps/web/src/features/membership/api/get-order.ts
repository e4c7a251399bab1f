import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Order } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { request } from '../../../lib/request/index.ts';
import { membershipKeys } from './get-plans.ts';

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return request<Order>(`${API_PREFIX.app}/orders/${encodeURIComponent(orderId)}`, { signal });
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: membershipKeys.order(orderId, currentLanguage()), queryFn: ({ signal }) => getOrder(orderId, signal), meta: { silentError: true } });
}

export function useOrder(orderId: string) {
  return useQuery({ ...orderQueryOptions(orderId), enabled: orderId !== '' });
}
