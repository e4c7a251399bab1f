import type { GrowthCheck, GrowthIndicatorName, GrowthSaveBody } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

export function checkGrowthRecord(body: GrowthSaveBody, signal?: AbortSignal): Promise<GrowthCheck> {
  return callApi(growthRoutes.check, { body, signal });
}

/**
 * The indicators WHO would flag for these values (|z| beyond 5 or 6): the form asks the parent to confirm them
 * before saving, and the re-measure reasons (issue 17: a z jump or a shorter height than last time). A failed check asks nothing: the save itself still validates, and a flag never refuses.
 */
export async function flaggedIndicators(
  body: GrowthSaveBody,
): Promise<{ flagged: Array<GrowthIndicatorName | 'weightForLength'>; recheck: GrowthCheck['recheck'] }> {
  try {
    const { flags, recheck, weightForLength } = await checkGrowthRecord(body);
    const flagged: Array<GrowthIndicatorName | 'weightForLength'> = (Object.keys(flags) as GrowthIndicatorName[]).filter(
      (indicator) => flags[indicator],
    );
    // WHO flags weight-for-length/height beyond ±5 SD too (issue 33): asked the same way.
    if (weightForLength?.flag) flagged.push('weightForLength');
    return { flagged, recheck: recheck ?? [] };
  } catch {
    return { flagged: [], recheck: [] };
  }
}
