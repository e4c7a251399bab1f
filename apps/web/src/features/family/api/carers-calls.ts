import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarerInviteInput } from '@sprout/contracts';
import { carersRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/** Under the member's key, so a change of the member refreshes it too. */
const carersKey = (familyMemberId: string) => ['family', familyMemberId, 'carers'] as const;

/** GET …/family_members/{id}/carers: owner, guardians, caregivers and open invitations (guardians only). */
export function useCarers(familyMemberId: string, enabled: boolean) {
  return useQuery({
    queryKey: carersKey(familyMemberId),
    queryFn: ({ signal }) => callApi(carersRoutes.list, { params: { familyMemberId }, signal }),
    enabled,
    meta: { silentError: true },
  });
}

/** The writes of the people screen: each refreshes the list. */
export function useCarerWrites(familyMemberId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: carersKey(familyMemberId) });
  const params = { familyMemberId };
  return {
    invite: useMutation({ mutationFn: (body: CarerInviteInput) => callApi(carersRoutes.invite, { params, body }), onSuccess }),
    revoke: useMutation({
      mutationFn: (inviteId: string) => callApi(carersRoutes.revokeInvite, { params: { ...params, inviteId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (accountId: string) => callApi(carersRoutes.remove, { params: { ...params, accountId } }),
      onSuccess,
    }),
  };
}
