import { useQuery } from '@tanstack/react-query';
import type { EyeCurve, EyeInfo, GrowthBaseInfo, GrowthCurve, GrowthReferenceLines } from '@sprout/contracts';
import { eyeRoutes, growthRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';

export interface GrowthPart {
  info: GrowthBaseInfo;
  curve: GrowthCurve;
  lines: GrowthReferenceLines;
}

export interface EyePart {
  info: EyeInfo;
  curve: EyeCurve;
}

/** What the report draws: each half null when the child has no profile (or no record) there. */
export interface ReportData {
  growth: GrowthPart | null;
  eye: EyePart | null;
}

/**
 * The reads of the parent's growth and eye screens, so the same policy holds: growth base info, curve and the
 * centile lines of the child's sex; eye info and curve. A failed half is a missing half, not a failed report,
 * unless both fail.
 */
async function getReport(familyMemberId: string, signal: AbortSignal): Promise<ReportData> {
  const quiet = { showType: ERROR_SHOW_TYPE.SILENT, signal };
  const growth = async (): Promise<GrowthPart | null> => {
    const info = await callApi(growthRoutes.init, { ...quiet, body: { familyMemberId } });
    if (!info.growthId) return null;
    const curve = await callApi(growthRoutes.curve, { ...quiet, params: { growthId: info.growthId }, query: {} });
    if (!curve.indicators.some((i) => i.measurements.length > 0)) return null;
    const lines = await callApi(growthRoutes.referenceLines, { ...quiet, query: { sex: curve.sex, v: curve.referenceVersion } });
    return { info, curve, lines };
  };
  const eye = async (): Promise<EyePart | null> => {
    const info = await callApi(eyeRoutes.appInfo, { ...quiet, query: { familyMemberId } });
    const id = info.eyeId || info.eyeAxisId;
    if (!id || info.examCount === 0) return null;
    const curve = await callApi(eyeRoutes.appCurve, { ...quiet, params: { id } });
    return { info, curve };
  };
  const [growthPart, eyePart] = await Promise.allSettled([growth(), eye()]);
  if (growthPart.status === 'rejected' && eyePart.status === 'rejected') throw growthPart.reason;
  return {
    growth: growthPart.status === 'fulfilled' ? growthPart.value : null,
    eye: eyePart.status === 'fulfilled' ? eyePart.value : null,
  };
}

export function useReport(familyMemberId: string | null) {
  return useQuery({
    queryKey: ['child-report', familyMemberId] as const,
    queryFn: ({ signal }) => getReport(familyMemberId!, signal),
    enabled: familyMemberId !== null,
    meta: { silentError: true },
  });
}
