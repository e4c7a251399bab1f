import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Milestones } from '@sprout/contracts';
import { milestoneRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';

export interface MilestonesSummary {
  concerns: number;
  /** The check age the child is at, with how many of its four skills are ticked; null outside 3 months–7 years. */
  check: { months: number; done: number; total: number } | null;
}

export function milestonesSummaryOf(milestones: Milestones): MilestonesSummary {
  const check = milestones.check;
  return {
    concerns: milestones.concerns,
    check: check ? { months: check.months, done: check.skills.filter((s) => !s.applies).length, total: check.skills.length } : null,
  };
}

/** The member's milestones (the milestones feature reads the same call under the same key), read as a summary. */
export function milestonesSummaryQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'milestones'] as const,
    queryFn: ({ signal }) => callApi(milestoneRoutes.get, { params: { familyMemberId }, showType: ERROR_SHOW_TYPE.SILENT, signal }),
    select: milestonesSummaryOf,
    meta: { silentError: true },
    retry: false,
  });
}

export function useMilestonesSummary(familyMemberId: string) {
  return useQuery(milestonesSummaryQueryOptions(familyMemberId));
}
