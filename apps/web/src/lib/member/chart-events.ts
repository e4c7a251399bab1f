import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberEventInput, MemberEvents } from '@sprout/contracts';
import { memberEventRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../request/errors.ts';
import { callApi } from '../request/index.ts';

/** Under the member's key, so a change of the member refreshes it too. */
export const chartEventsKey = (familyMemberId: string) => ['family', familyMemberId, 'chartEvents'] as const;

/**
 * The events drawn on the child's growth and eye charts (issue 33): GET …/family_members/{id}/events. An extra on
 * its screens: when the call fails the markers and the card are left out, never an error toast.
 */
export function useChartEvents(familyMemberId: string | undefined) {
  return useQuery({
    queryKey: chartEventsKey(familyMemberId ?? ''),
    queryFn: ({ signal }) =>
      callApi(memberEventRoutes.list, { params: { familyMemberId: familyMemberId! }, showType: ERROR_SHOW_TYPE.SILENT, signal }),
    enabled: Boolean(familyMemberId),
    meta: { silentError: true },
    retry: false,
  });
}

/** POST an event, or DELETE one: the events as they now stand. */
export function useChangeChartEvents(familyMemberId: string) {
  const queryClient = useQueryClient();
  const stored = (events: MemberEvents) => queryClient.setQueryData(chartEventsKey(familyMemberId), events);
  return {
    add: useMutation({
      mutationFn: (body: MemberEventInput) => callApi(memberEventRoutes.add, { params: { familyMemberId }, body }),
      onSuccess: stored,
    }),
    remove: useMutation({
      mutationFn: (eventId: string) => callApi(memberEventRoutes.remove, { params: { familyMemberId, eventId } }),
      onSuccess: stored,
    }),
  };
}
