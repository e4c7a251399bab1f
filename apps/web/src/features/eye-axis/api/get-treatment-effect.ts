import { useQuery } from '@tanstack/react-query';
import { eyeRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { withEyeAxisErrors } from './eye-errors.ts';
import { eyeKeys, type EyeAxisRole } from './keys.ts';

/** GET …/eye/{eyeId or eyeAxisId}/treatment_effect (issue 17): episodes per eye with rate, band and verdict. */
export function useTreatmentEffect(role: EyeAxisRole, eyeRef: string) {
  return useQuery({
    queryKey: [...eyeKeys.profile(eyeRef), 'treatmentEffect', role],
    queryFn: ({ signal }) =>
      withEyeAxisErrors(
        callApi(role === 'patient' ? eyeRoutes.appTreatmentEffect : eyeRoutes.doctorTreatmentEffect, { params: { id: eyeRef }, signal }),
        signal,
      ),
    meta: { silentError: true },
    retry: false,
  });
}
