import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorInput } from '@sprout/contracts';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** A new doctor without an id, else every field of that doctor. */
export function saveDoctor({ id, input }: { id: string | null; input: DoctorInput }) {
  return id
    ? callApi(adminClinicsRoutes.updateDoctor, { params: { id }, body: input })
    : callApi(adminClinicsRoutes.createDoctor, { body: input });
}

export function useSaveDoctor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDoctor,
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: editorKeys.doctors() }),
        client.invalidateQueries({ queryKey: editorKeys.clinics() }),
      ]),
  });
}
