import { queryOptions, useQuery } from '@tanstack/react-query';
import { eyeRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { withEyeAxisErrors } from './eye-errors.ts';
import { eyeKeys, type EyeAxisRole } from './keys.ts';

/** GET …/eye/{eyeId or eyeAxisId}/curve */
export function getEyeCurve(role: EyeAxisRole, eyeRef: string, signal?: AbortSignal) {
  return withEyeAxisErrors(
    callApi(role === 'patient' ? eyeRoutes.appCurve : eyeRoutes.doctorCurve, { params: { id: eyeRef }, signal }),
    signal,
  );
}

export function eyeCurveQueryOptions(role: EyeAxisRole, eyeRef: string) {
  return queryOptions({
    queryKey: eyeKeys.curve(role, eyeRef),
    queryFn: ({ signal }) => getEyeCurve(role, eyeRef, signal),
    meta: { silentError: true },
    retry: false,
  });
}

export function useEyeCurve(role: EyeAxisRole, eyeRef: string | null) {
  return useQuery({ ...eyeCurveQueryOptions(role, eyeRef ?? ''), enabled: Boolean(eyeRef) });
}
