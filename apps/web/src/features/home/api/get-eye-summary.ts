import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import { request } from '../../../lib/request/index.ts';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { asNumber, asString } from '../utils/fields.ts';

export interface EyeSide {
  axialLength: number | null;
  centile: number | null;
  growthPerYear: number | null;
}

export interface EyeSummary {
  examDate: string;
  right: EyeSide;
  left: EyeSide;
}

type EyeInfo = { eyeId?: unknown; eyeAxisId?: unknown };

/** Spec §7: the eye info is in data.data; accept it one level up as well. */
export function eyeIdOf(data: unknown): string | null {
  const outer = (data ?? {}) as EyeInfo & { data?: EyeInfo | null };
  const info = outer.data && typeof outer.data === 'object' ? outer.data : outer;
  return asString(info.eyeId) ?? asString(info.eyeAxisId);
}

function side(value: unknown): EyeSide {
  const eye = (value ?? {}) as Record<string, unknown>;
  return { axialLength: asNumber(eye.axialLength), centile: asNumber(eye.centile), growthPerYear: asNumber(eye.growthPerYear) };
}

/** The member's eye profile, then the latest of its axial-length records (oldest first); null when none. */
export async function getEyeSummary(familyMemberId: string, signal?: AbortSignal): Promise<EyeSummary | null> {
  const silent = { showType: ERROR_SHOW_TYPE.SILENT, signal };
  const info = await request<unknown>(`${API_PREFIX.eyeApp}/get`, { ...silent, query: { familyMemberId } });
  const eyeId = eyeIdOf(info);
  if (!eyeId) return null;
  const records = await request<unknown>(`${API_PREFIX.eyeApp}/${encodeURIComponent(eyeId)}/eye_axis_records`, silent);
  const list = Array.isArray(records) ? records : [];
  const last = list.at(-1) as Record<string, unknown> | undefined;
  const examDate = asString(last?.examDate);
  if (!last || !examDate) return null;
  return { examDate, right: side(last.right), left: side(last.left) };
}

export function eyeSummaryQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'eye', 'summary'] as const,
    queryFn: ({ signal }) => getEyeSummary(familyMemberId, signal),
    meta: { silentError: true },
    retry: false,
  });
}

export function useEyeSummary(familyMemberId: string) {
  return useQuery(eyeSummaryQueryOptions(familyMemberId));
}
