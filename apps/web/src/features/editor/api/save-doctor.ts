import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDoctor, DoctorInput } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

/** A new doctor without an id, else every field of that doctor. */
export function saveDoctor({ id, input }: { id: string | null; input: DoctorInput }): Promise<AdminDoctor> {
  return id
    ? request<AdminDoctor>(`${ADMIN_PREFIX}/doctors/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : request<AdminDoctor>(`${ADMIN_PREFIX}/doctors`, { method: 'POST', body: input });
}

export function useSaveDoctor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDoctor,
    meta: { silentError: true },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: editorKeys.doctors() }), client.invalidateQueries({ queryKey: editorKeys.clinics() })]),
  });
}
