import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EyeExamInputBody } from '@sprout/contracts';
import { eyeRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { showEyeAxisError } from './eye-errors.ts';
import { eyeKeys } from './keys.ts';

/** POST …/doctor/eye/{id}/records */
export function createEyeExam(eyeRef: string, body: EyeExamInputBody) {
  return callApi(eyeRoutes.createExam, { params: { id: eyeRef }, body, idempotent: true });
}

/** PUT …/doctor/eye/records/{recordId} */
export function updateEyeExam(recordId: string, body: EyeExamInputBody) {
  return callApi(eyeRoutes.updateExam, { params: { recordId }, body, idempotent: true });
}

/** DELETE …/doctor/eye/records/{recordId} */
export function deleteEyeExam(recordId: string) {
  return callApi(eyeRoutes.deleteExam, { params: { recordId } });
}

export type ExamWrite =
  | { kind: 'create'; body: EyeExamInputBody }
  | { kind: 'update'; recordId: string; body: EyeExamInputBody }
  | { kind: 'delete'; recordId: string };

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
