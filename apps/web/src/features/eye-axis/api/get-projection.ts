import { useQuery } from '@tanstack/react-query';
import { eyeRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { withEyeAxisErrors } from './eye-errors.ts';
import { eyeKeys, type EyeAxisRole } from './keys.ts';

/** GET …/eye/{eyeId or eyeAxisId}/projection (issue 17): axial length to 18 years per eye, a band along the centile. */
export function useEyeProjection(role: EyeAxisRole, eyeRef: string) {
  return useQuery({
    queryKey: [...eyeKeys.profile(eyeRef), 'projection', role],
    queryFn: ({ signal }) =>
      withEyeAxisErrors(
        callApi(role === 'patient' ? eyeRoutes.appProjection : eyeRoutes.doctorProjection, { params: { id: eyeRef }, signal }),
        signal,
      ),
    meta: { silentError: true },
    retry: false,
  });
}
