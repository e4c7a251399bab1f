import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { EyeExamInputBody, EyeExamRecord } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { showEyeAxisError } from './eye-errors.ts';
import { eyeKeys } from './keys.ts';

const DOCTOR = API_PREFIX.eyeDoctor;

/** POST …/doctor/eye/{id}/records */
export function createEyeExam(eyeRef: string, body: EyeExamInputBody): Promise<EyeExamRecord> {
  return request<EyeExamRecord>(`${DOCTOR}/${encodeURIComponent(eyeRef)}/records`, { method: 'POST', body, idempotent: true });
}

/** PUT …/doctor/eye/records/{recordId} */
export function updateEyeExam(recordId: string, body: EyeExamInputBody): Promise<EyeExamRecord> {
  return request<EyeExamRecord>(`${DOCTOR}/records/${encodeURIComponent(recordId)}`, { method: 'PUT', body, idempotent: true });
}

/** DELETE …/doctor/eye/records/{recordId} */
export function deleteEyeExam(recordId: string): Promise<null> {
  return request<null>(`${DOCTOR}/records/${encodeURIComponent(recordId)}`, { method: 'DELETE' });
}

export type ExamWrite = { kind: 'create'; body: EyeExamInputBody } | { kind: 'update'; recordId: string; body: EyeExamInputBody } | { kind: 'delete'; recordId: string };

/**
 * The doctor's writes. A failure shows the eye-axis toast; a 400's field errors stay on the error for the
 * form to place beside its fields. Success refreshes everything under ['eye', eyeRef].
 */
export function useEyeExamWrite(eyeRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: ExamWrite): Promise<unknown> => {
      if (write.kind === 'create') return createEyeExam(eyeRef, write.body);
      if (write.kind === 'update') return updateEyeExam(write.recordId, write.body);
      return deleteEyeExam(write.recordId);
    },
    meta: { silentError: true },
    onError: showEyeAxisError,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eyeKeys.all }),
  });
}
