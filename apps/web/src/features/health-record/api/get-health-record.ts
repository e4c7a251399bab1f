import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthRecordRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/** Under the member's key, so any write to the member (['family', id]) invalidates the record too. */
export const healthRecordKeys = {
  record: (familyMemberId: string) => ['family', familyMemberId, 'healthRecord'] as const,
  section: (familyMemberId: string, section: string) => ['family', familyMemberId, 'healthRecord', section] as const,
};

/** GET /app-web2/family_members/{familyMemberId}/health_record. */
export function getHealthRecord(familyMemberId: string, signal?: AbortSignal) {
  return callApi(healthRecordRoutes.record, { params: { familyMemberId }, signal });
}

export function healthRecordQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: healthRecordKeys.record(familyMemberId),
    // No abort signal on purpose: a doctor's read is audited, and an aborted-then-repeated request (the page
    // is mounted again right after its first mount) would leave two rows for one view. Unused, the request
    // simply finishes into the cache.
    queryFn: () => getHealthRecord(familyMemberId),
    // The page says "Cannot find this information" or offers a retry itself.
    meta: { silentError: true },
  });
}

export function useHealthRecord(familyMemberId: string, enabled: boolean) {
  return useQuery({ ...healthRecordQueryOptions(familyMemberId), enabled });
}
