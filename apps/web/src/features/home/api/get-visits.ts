import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthRecordRoutes } from '@sprout/contracts/light';
import { localIsoDate } from '../../../lib/format/date.ts';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';
import { lastAndNextVisit, type VisitSummary } from '../utils/visits.ts';

/** From the family health record (API.md): the last visit and the next booked one. */
export async function getVisitSummary(familyMemberId: string, signal?: AbortSignal): Promise<VisitSummary> {
  const record = await callApi(healthRecordRoutes.record, { params: { familyMemberId }, showType: ERROR_SHOW_TYPE.SILENT, signal });
  return lastAndNextVisit(record.visits, localIsoDate());
}

export function visitSummaryQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'healthRecord', 'visits'] as const,
    queryFn: ({ signal }) => getVisitSummary(familyMemberId, signal),
    meta: { silentError: true },
    retry: false,
  });
}

export function useVisitSummary(familyMemberId: string) {
  return useQuery(visitSummaryQueryOptions(familyMemberId));
}
