import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaccinationSchedule } from '@sprout/contracts';
import { vaccinationRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';

export interface VaccinationSummary {
  overdue: number;
  due: number;
  /** The first day of the next dose when none is due now; null when nothing is ahead. */
  nextDate: string | null;
  beyondProgrammeAge: boolean;
}

/** The card's reading of the schedule: how many doses are overdue and due, or when the next one comes. */
export function summaryOf(schedule: VaccinationSchedule): VaccinationSummary {
  const upcoming = schedule.doses
    .filter((d) => d.status === 'upcoming' && d.plannedDate)
    .map((d) => d.plannedDate!)
    .sort();
  return {
    overdue: schedule.counts.overdue,
    due: schedule.counts.due,
    nextDate: upcoming[0] ?? null,
    beyondProgrammeAge: schedule.beyondProgrammeAge,
  };
}

/**
 * The member's vaccination schedule (the vaccinations feature reads the same call under the same key, so a dose
 * recorded there updates this card at once), read as a summary.
 */
export function vaccinationSummaryQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'vaccinations'] as const,
    queryFn: ({ signal }) => callApi(vaccinationRoutes.schedule, { params: { familyMemberId }, showType: ERROR_SHOW_TYPE.SILENT, signal }),
    select: summaryOf,
    meta: { silentError: true },
    retry: false,
  });
}

export function useVaccinationSummary(familyMemberId: string) {
  return useQuery(vaccinationSummaryQueryOptions(familyMemberId));
}
