import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyMember, FamilyMemberInput, GrowthBaseInfo } from '@sprout/contracts';
import { familyRoutes, growthRoutes } from '@sprout/contracts/light';
import { queuedGrowthSaves, removeGrowthSave } from '../../../lib/offline/growth-queue.ts';
import { callApi, ERROR_SHOW_TYPE, isApiError } from '../../../lib/request/index.ts';
import type { BirthDetails } from '../utils/member-form.ts';

/** The member's growth profile (created on first use by init, spec §3): it holds the birth details. */
function initGrowth(familyMemberId: string, signal?: AbortSignal): Promise<GrowthBaseInfo> {
  return callApi(growthRoutes.init, { body: { familyMemberId }, signal });
}

export function useBirthDetails(familyMemberId: string | null) {
  return useQuery({
    // The growth screens' own key is ['growth', 'init', target]; this one is the form's, refreshed with them.
    queryKey: ['growth', 'memberForm', familyMemberId],
    queryFn: ({ signal }) => initGrowth(familyMemberId!, signal),
    enabled: Boolean(familyMemberId),
    meta: { silentError: true },
  });
}

export interface SaveMemberInput {
  familyMemberId: string | null;
  member: FamilyMemberInput;
  birth: BirthDetails | null;
}

/**
 * Adds or changes the member (POST / PUT /family_members), then, for a child, the gestation and parents'
 * heights on its growth profile: two calls of existing APIs rather than a new one. A failure of the second
 * leaves the member saved; the form says so and a second save repeats only what is needed.
 */
async function saveMember({ familyMemberId, member, birth }: SaveMemberInput): Promise<FamilyMember> {
  const saved = familyMemberId
    ? await callApi(familyRoutes.update, { params: { familyMemberId }, body: member })
    : await callApi(familyRoutes.create, { body: member });
  if (birth) {
    const { growthId } = await initGrowth(saved.familyMemberId);
    await callApi(growthRoutes.editGestationalAge, { body: { growthId, ...birth } });
  }
  return saved;
}

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    // The form shows field errors itself; anything else is the shared toast.
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['family'] }), queryClient.invalidateQueries({ queryKey: ['growth'] })]);
    },
  });
}

const HTTP_NOT_FOUND = 404;

/**
 * Removes the member, which erases it and all its data on the server (issue 29). A 404 means it is gone already
 * (the reply to an earlier try was lost, or another phone of the family removed it): what the parent asked for is
 * done. Growth records saved offline for the member have nowhere to go and are dropped from the phone too.
 */
async function removeMember(familyMemberId: string): Promise<void> {
  try {
    await callApi(familyRoutes.remove, { params: { familyMemberId }, showType: ERROR_SHOW_TYPE.SILENT });
  } catch (error) {
    if (!(isApiError(error) && error.status === HTTP_NOT_FOUND)) throw error;
  }
  const queued = await queuedGrowthSaves().catch(() => []);
  await Promise.all(queued.filter((entry) => entry.familyMemberId === familyMemberId).map((entry) => removeGrowthSave(entry.key)));
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // The screen says what failed itself. Everything read about the member is dropped, not refetched.
    meta: { silentError: true },
    // Not awaited: the screen says the member is gone before the list comes back without them.
    onSuccess: (_nothing, familyMemberId) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(familyMemberId) });
      void queryClient.invalidateQueries({ queryKey: ['family'] });
    },
  });
}
