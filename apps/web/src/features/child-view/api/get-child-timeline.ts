import { useQuery } from '@tanstack/react-query';
import type { EyeAxisRecord, GrowthCurve } from '@sprout/contracts';
import { doctorGrowthRoutes, eyeRoutes, growthRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';

/** Whose view: a parent's child by family member, or a clinic doctor's patient by growth and eye ids. */
export type ChildViewTarget =
  { scope: 'patient'; familyMemberId: string } | { scope: 'doctor'; growthId: string | null; eyeId: string | null };

export interface ChildViewData {
  curve: GrowthCurve | null;
  exams: EyeAxisRecord[];
}

/**
 * The two reads the view draws from, through the calls the growth and eye screens use (so the same policy
 * holds): the growth curve (heights with their dates) and the axial-length records (rate per exam per eye).
 * A child with no growth profile or no eye profile gets the other half only.
 */
async function getChildView(target: ChildViewTarget, signal: AbortSignal): Promise<ChildViewData> {
  const quiet = { showType: ERROR_SHOW_TYPE.SILENT, signal };
  if (target.scope === 'doctor') {
    const [curve, exams] = await Promise.all([
      target.growthId ? callApi(doctorGrowthRoutes.curve, { ...quiet, params: { growthId: target.growthId }, query: {} }) : null,
      target.eyeId ? callApi(eyeRoutes.doctorAxisRecords, { ...quiet, params: { id: target.eyeId } }) : [],
    ]);
    return { curve, exams };
  }
  const { familyMemberId } = target;
  const growth = async () => {
    const { growthId } = await callApi(growthRoutes.init, { ...quiet, body: { familyMemberId } });
    return growthId ? callApi(growthRoutes.curve, { ...quiet, params: { growthId }, query: {} }) : null;
  };
  const eye = async () => {
    const info = await callApi(eyeRoutes.appInfo, { ...quiet, query: { familyMemberId } });
    const id = info.eyeId || info.eyeAxisId;
    return id ? callApi(eyeRoutes.appAxisRecords, { ...quiet, params: { id } }) : [];
  };
  const [curve, exams] = await Promise.all([growth(), eye()]);
  return { curve, exams };
}

export function useChildView(target: ChildViewTarget | null) {
  return useQuery({
    queryKey: ['child-view', target] as const,
    queryFn: ({ signal }) => getChildView(target!, signal),
    enabled: target !== null,
  });
}
