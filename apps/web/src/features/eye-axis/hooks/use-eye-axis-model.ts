import { useMemo } from 'react';
import type { EyeCurve, EyeExamRecord, EyeInfo } from '@sprout/contracts';
import { getAuthToken, getToken } from '../../../lib/session.ts';
import { useEyeCurve } from '../api/get-eye-curve.ts';
import { useEyeInfo, type EyeInfoParams } from '../api/get-eye-info.ts';
import { useEyeRecords } from '../api/get-eye-records.ts';
import { eyeRefOf } from '../api/keys.ts';

/** eyeAxisData of spec §3: the curve and the records loaded so far. */
export interface EyeAxisData {
  curve: EyeCurve | undefined;
  records: EyeExamRecord[];
  total: number;
}

/** patientEyeAxis of spec §3. */
export interface PatientEyeAxisModel {
  authToken: string;
  patientInfo: EyeInfo | undefined;
  eyeAxisData: EyeAxisData;
}

/** doctorEyeAxis of spec §3: also the second token the doctor entry link brought (saved by the shell). */
export interface DoctorEyeAxisModel extends PatientEyeAxisModel {
  token: string;
}

export interface EyeAxisModelOptions {
  /** Whether this screen draws the curve; the record screens do not fetch it. */
  withCurve: boolean;
  /** false on the full-screen chart, which shows no records. */
  withRecords?: boolean;
  recordsLimit?: number;
}

/**
 * Spec §4: on entry the eye info is fetched and kept; then the curve, by eyeId or, failing that, eyeAxisId;
 * then the records, page by page. Each step waits for the one before. The model is derived from the query
 * cache rather than copied into a store, so a doctor's write refreshes every screen at once.
 */
export function useEyeAxisModel(params: EyeInfoParams, options: EyeAxisModelOptions) {
  const identified =
    params.role === 'patient' ? Boolean(params.familyMemberId || params.patientId) : Boolean(params.eyeId || params.eyeAxisId);
  const info = useEyeInfo(params, identified);
  const eyeRef = eyeRefOf(info.data);
  const curve = useEyeCurve(params.role, options.withCurve ? eyeRef : null);
  const records = useEyeRecords(params.role, eyeRef, {
    eyeId: info.data?.eyeId,
    limit: options.recordsLimit,
    enabled: (options.withRecords ?? true) && (!options.withCurve || !curve.isPending),
  });

  const list = useMemo(() => records.data?.pages.flatMap((page) => page.list) ?? [], [records.data]);
  const model: DoctorEyeAxisModel = {
    // Spec §4 (growth, same rule here): kept as an empty string when none was supplied.
    authToken: getAuthToken() ?? '',
    token: getToken() ?? '',
    patientInfo: info.data,
    eyeAxisData: { curve: curve.data, records: list, total: records.data?.pages.at(-1)?.total ?? 0 },
  };
  return { identified, model, eyeRef, info, curve, records };
}
