import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EyeCurve } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { withEyeAxisErrors } from './eye-errors.ts';
import { EYE_PREFIX, eyeKeys, type EyeAxisRole } from './keys.ts';

/** GET …/eye/{eyeId or eyeAxisId}/curve */
export function getEyeCurve(role: EyeAxisRole, eyeRef: string, signal?: AbortSignal): Promise<EyeCurve> {
  return withEyeAxisErrors(request<EyeCurve>(`${EYE_PREFIX[role]}/${encodeURIComponent(eyeRef)}/curve`, { signal }), signal);
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
