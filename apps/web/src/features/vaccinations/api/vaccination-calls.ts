import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VaccinationInput, VaccinationSchedule } from '@sprout/contracts';
import { vaccinationRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/** Under the member's key, so a change of the member refreshes it too. */
export const vaccinationsKey = (familyMemberId: string) => ['family', familyMemberId, 'vaccinations'] as const;

/** GET /app-web2/family_members/{familyMemberId}/vaccinations: the schedule with each dose's status and dates. */
export function vaccinationsQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: vaccinationsKey(familyMemberId),
    queryFn: ({ signal }) => callApi(vaccinationRoutes.schedule, { params: { familyMemberId }, signal }),
    // The screen shows the failure itself.
    meta: { silentError: true },
  });
}

export function useVaccinations(familyMemberId: string, enabled = true) {
  return useQuery({ ...vaccinationsQueryOptions(familyMemberId), enabled });
}

/** POST …/vaccinations: the dose recorded, then the schedule as it now stands. */
export function useRecordDose(familyMemberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VaccinationInput) => callApi(vaccinationRoutes.record, { params: { familyMemberId }, body }),
    onSuccess: (schedule: VaccinationSchedule) => queryClient.setQueryData(vaccinationsKey(familyMemberId), schedule),
    // The form shows the fields the server named, and the conflict.
    meta: { silentError: true },
  });
}

/** DELETE …/vaccinations/{recordId}: a dose recorded by mistake. */
export function useRemoveDose(familyMemberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => callApi(vaccinationRoutes.remove, { params: { familyMemberId, recordId } }),
    onSuccess: (schedule: VaccinationSchedule) => queryClient.setQueryData(vaccinationsKey(familyMemberId), schedule),
  });
}
