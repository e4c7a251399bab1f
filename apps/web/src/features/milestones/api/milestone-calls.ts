import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MilestoneKey } from '@sprout/clinical';
import type { Milestones } from '@sprout/contracts';
import { milestoneRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/** Under the member's key, so a change of the member refreshes it too. */
export const milestonesKey = (familyMemberId: string) => ['family', familyMemberId, 'milestones'] as const;

/** GET /app-web2/family_members/{familyMemberId}/milestones. */
export function useMilestones(familyMemberId: string, enabled = true) {
  return useQuery({
    queryKey: milestonesKey(familyMemberId),
    queryFn: ({ signal }) => callApi(milestoneRoutes.get, { params: { familyMemberId }, signal }),
    enabled,
    meta: { silentError: true },
  });
}

/** PUT …/milestones/{key} with the day, or DELETE it: the milestones as they now stand. */
export function useTickMilestone(familyMemberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, achievedOn }: { key: MilestoneKey; achievedOn: string | null }) =>
      achievedOn
        ? callApi(milestoneRoutes.tick, { params: { familyMemberId, key }, body: { achievedOn } })
        : callApi(milestoneRoutes.untick, { params: { familyMemberId, key } }),
    onSuccess: (milestones: Milestones) => queryClient.setQueryData(milestonesKey(familyMemberId), milestones),
  });
}
