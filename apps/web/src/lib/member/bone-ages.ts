import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoneAgeInput, BoneAges } from '@sprout/contracts';
import { boneAgeRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../request/errors.ts';
import { callApi } from '../request/index.ts';

/** Under the member's key, so a change of the member refreshes it too. */
export const boneAgesKey = (familyMemberId: string) => ['family', familyMemberId, 'boneAges'] as const;

/**
 * The child's bone age readings (issue 33): GET …/family_members/{id}/bone-ages. An extra on its screens: when the
 * call fails the points and the card are left out, never an error toast.
 */
export function useBoneAges(familyMemberId: string | undefined) {
  return useQuery({
    queryKey: boneAgesKey(familyMemberId ?? ''),
    queryFn: ({ signal }) =>
      callApi(boneAgeRoutes.list, { params: { familyMemberId: familyMemberId! }, showType: ERROR_SHOW_TYPE.SILENT, signal }),
    enabled: Boolean(familyMemberId),
    meta: { silentError: true },
    retry: false,
  });
}

/** POST a reading (a doctor of the child's clinic), or DELETE one: the readings as they now stand. */
export function useChangeBoneAges(familyMemberId: string) {
  const queryClient = useQueryClient();
  const stored = (readings: BoneAges) => queryClient.setQueryData(boneAgesKey(familyMemberId), readings);
  return {
    add: useMutation({
      mutationFn: (body: BoneAgeInput) => callApi(boneAgeRoutes.add, { params: { familyMemberId }, body }),
      onSuccess: stored,
    }),
    remove: useMutation({
      mutationFn: (boneAgeId: string) => callApi(boneAgeRoutes.remove, { params: { familyMemberId, boneAgeId } }),
      onSuccess: stored,
    }),
  };
}
