import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Plan } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { request } from '../../../lib/request/index.ts';

export const membershipKeys = {
  all: ['membership'] as const,
  plans: (lang: string) => [...membershipKeys.all, 'plans', lang] as const,
  comparison: (lang: string) => [...membershipKeys.all, 'comparison', lang] as const,
  order: (orderId: string, lang: string) => [...membershipKeys.all, 'orders', orderId, lang] as const,
};

export function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return request<Plan[]>(`${API_PREFIX.app}/plans`, { signal });
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: membershipKeys.plans(currentLanguage()), queryFn: ({ signal }) => getPlans(signal), meta: { silentError: true } });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
