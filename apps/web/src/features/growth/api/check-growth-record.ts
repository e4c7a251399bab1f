import type { GrowthCheck, GrowthIndicatorName, GrowthSaveBody } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { growthBase } from './keys.ts';

export function checkGrowthRecord(body: GrowthSaveBody, signal?: AbortSignal): Promise<GrowthCheck> {
  return request<GrowthCheck>(`${growthBase('patient')}/check`, { method: 'POST', body, signal });
}

/**
 * The indicators WHO would flag for these values (|z| beyond 5 or 6): the form asks the parent to confirm them
 * before saving. A failed check asks nothing: the save itself still validates, and a flag never refuses.
 */
export async function flaggedIndicators(body: GrowthSaveBody): Promise<GrowthIndicatorName[]> {
  try {
    const { flags } = await checkGrowthRecord(body);
    return (Object.keys(flags) as GrowthIndicatorName[]).filter((indicator) => flags[indicator]);
  } catch {
    return [];
  }
}
