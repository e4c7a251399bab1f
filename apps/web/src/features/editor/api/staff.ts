import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CapabilityChange } from '@sprout/contracts';
import { adminClinicsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

const staffKey = [...editorKeys.all, 'staff'] as const;

/** Doctors and editors with the permissions they hold, and whether the caller may change them. */
export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => callApi(adminClinicsRoutes.staff, { signal }) });
}

/** Grants or revokes one permission (the server checks staff.manage and audits it). */
export function useSetCapability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, change }: { accountId: string; change: CapabilityChange }) =>
      callApi(adminClinicsRoutes.setCapability, { params: { accountId }, body: change }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
