import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Order, OrderInput } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { request } from '../../../lib/request/index.ts';
import { membershipKeys } from './get-plans.ts';

export function createOrder(input: OrderInput): Promise<Order> {
  return request<Order>(`${API_PREFIX.app}/orders`, { method: 'POST', body: input, idempotent: true });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The order page opens with the new order already in the cache.
    onSuccess: (order) => queryClient.setQueryData(membershipKeys.order(order.orderId, currentLanguage()), order),
  });
}
