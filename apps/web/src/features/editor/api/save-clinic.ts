import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinic, ClinicInput } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

/** A new clinic without an id, else every field of that clinic. */
export function saveClinic({ shopId, input }: { shopId: string | null; input: ClinicInput }): Promise<AdminClinic> {
  return shopId
    ? request<AdminClinic>(`${ADMIN_PREFIX}/clinics/${encodeURIComponent(shopId)}`, { method: 'PUT', body: input })
    : request<AdminClinic>(`${ADMIN_PREFIX}/clinics`, { method: 'POST', body: input });
}

export function useSaveClinic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveClinic,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.clinics() }),
  });
}
