import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderInput } from '@sprout/contracts';
import { membershipRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';
import { membershipKeys } from './get-plans.ts';

export function createOrder(input: OrderInput) {
  return callApi(membershipRoutes.createOrder, { body: input, idempotent: true });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The order page opens with the new order already in the cache.
    onSuccess: (order) => queryClient.setQueryData(membershipKeys.order(order.orderId, currentLanguage()), order),
  });
}
