import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

export const membershipKeys = {
  all: ['membership'] as const,
  plans: (lang: string) => [...membershipKeys.all, 'plans', lang] as const,
  comparison: (lang: string) => [...membershipKeys.all, 'comparison', lang] as const,
  order: (orderId: string, lang: string) => [...membershipKeys.all, 'orders', orderId, lang] as const,
};

export function getPlans(signal?: AbortSignal) {
  return callApi(membershipRoutes.plans, { signal });
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.plans(currentLanguage()),
    queryFn: ({ signal }) => getPlans(signal),
    meta: { silentError: true },
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
