import { queryOptions, useQuery } from '@tanstack/react-query';
import { eyeRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { withEyeAxisErrors } from './eye-errors.ts';
import { eyeKeys, type EyeAxisRole } from './keys.ts';

/**
 * Parent: patientId and familyMemberId (a missing patientId is not sent, nor the literal "undefined",
 * spec §5). Doctor: eyeId, or eyeAxisId when eyeId is empty (spec §7).
 */
export type EyeInfoParams =
  | { role: 'patient'; patientId?: string | null; familyMemberId?: string | null }
  | { role: 'doctor'; eyeId?: string | null; eyeAxisId?: string | null };

const present = (value: string | null | undefined) => (value && value !== 'undefined' ? value : undefined);

export function eyeInfoQuery(params: EyeInfoParams): Record<string, string | undefined> {
  if (params.role === 'patient') return { patientId: present(params.patientId), familyMemberId: present(params.familyMemberId) };
  const eyeId = present(params.eyeId);
  return eyeId ? { eyeId } : { eyeAxisId: present(params.eyeAxisId) };
}

/** GET …/eye/get: the eye info is the envelope's data (spec §7 "data.data of the response"). */
export function getEyeInfo(params: EyeInfoParams, signal?: AbortSignal) {
  return withEyeAxisErrors(
    callApi(params.role === 'patient' ? eyeRoutes.appInfo : eyeRoutes.doctorInfo, { query: eyeInfoQuery(params), signal }),
    signal,
  );
}

export function eyeInfoQueryOptions(params: EyeInfoParams) {
  const role: EyeAxisRole = params.role;
  return queryOptions({
    queryKey: eyeKeys.info(role, eyeInfoQuery(params)),
    queryFn: ({ signal }) => getEyeInfo(params, signal),
    // The eye-axis calls show their own toast (spec §8) and a failure is final (a non-200 is rejected).
    meta: { silentError: true },
    retry: false,
  });
}

export function useEyeInfo(params: EyeInfoParams, enabled = true) {
  return useQuery({ ...eyeInfoQueryOptions(params), enabled });
}
