import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicInput } from '@sprout/contracts';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** A new clinic without an id, else every field of that clinic. */
export function saveClinic({ shopId, input }: { shopId: string | null; input: ClinicInput }) {
  return shopId
    ? callApi(adminClinicsRoutes.updateClinic, { params: { shopId }, body: input })
    : callApi(adminClinicsRoutes.createClinic, { body: input });
}

export function useSaveClinic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveClinic,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.clinics() }),
  });
}
