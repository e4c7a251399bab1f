import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanInput } from '@sprout/contracts';
import { membershipRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** The editors' calls of membership plans: every plan at its current version, a plan's versions, and saves. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: [...editorKeys.content('plan'), 'list'],
    queryFn: ({ signal }) => callApi(membershipRoutes.adminPlans, { signal }),
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}

export function usePlanVersions(planId: string | null) {
  return useQuery({
    queryKey: editorKeys.versions('plan', planId ?? ''),
    queryFn: ({ signal }) => callApi(membershipRoutes.adminPlanVersions, { params: { planId: planId ?? '' }, signal }),
    enabled: Boolean(planId),
    meta: { pageShowsNotFound: true },
  });
}

/** A new plan (version 1) when there is no `planId`, else a new version of it: orders keep the version they bought. */
export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, code, plan }: { planId: string | null; code: string; plan: PlanInput }) =>
      planId
        ? callApi(membershipRoutes.adminUpdatePlan, { params: { planId }, body: plan })
        : callApi(membershipRoutes.adminCreatePlan, { body: { code, plan } }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.content('plan') }),
  });
}

/** Puts a saved version in front of parents: what they see and order from now on. */
export function usePublishPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, version }: { planId: string; version: number }) =>
      callApi(membershipRoutes.adminPublishPlan, { params: { planId }, body: { version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.content('plan') }),
  });
}
