import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Page } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { asNumber, asString } from '../utils/fields.ts';

/** The fields of a growth record (API.md, "Growth, parent side") the home card shows. */
interface GrowthRecordFields {
  recordDate?: unknown;
  height?: unknown;
  weight?: unknown;
  centiles?: { height?: unknown; weight?: unknown } | null;
}

export interface LatestGrowth {
  recordDate: string;
  height: number | null;
  weight: number | null;
  heightCentile: number | null;
  weightCentile: number | null;
}

/** The member's growth profile (POST /init), then its newest record; null when there is none. */
export async function getLatestGrowth(familyMemberId: string, signal?: AbortSignal): Promise<LatestGrowth | null> {
  const silent = { showType: ERROR_SHOW_TYPE.SILENT, signal };
  const profile = await request<{ growthId?: unknown }>(`${API_PREFIX.growthApp}/init`, { ...silent, method: 'POST', body: { familyMemberId } });
  const growthId = asString(profile?.growthId);
  if (!growthId) return null;
  const page = await request<Page<GrowthRecordFields>>(`${API_PREFIX.growthApp}/${encodeURIComponent(growthId)}/records`, { ...silent, query: { start: 0, limit: 1 } });
  const record = page?.list?.[0];
  const recordDate = asString(record?.recordDate);
  if (!record || !recordDate) return null;
  return {
    recordDate,
    height: asNumber(record.height),
    weight: asNumber(record.weight),
    heightCentile: asNumber(record.centiles?.height),
    weightCentile: asNumber(record.centiles?.weight),
  };
}

export function latestGrowthQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'growth', 'latest'] as const,
    queryFn: ({ signal }) => getLatestGrowth(familyMemberId, signal),
    // The card shows a neutral "no records yet" instead: never an error toast on the home page.
    meta: { silentError: true },
    retry: false,
  });
}

export function useLatestGrowth(familyMemberId: string) {
  return useQuery(latestGrowthQueryOptions(familyMemberId));
}
