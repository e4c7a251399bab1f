import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@sprout/contracts/light';
import { accountKeys } from '../../../lib/auth/get-me.ts';
import { callApi } from '../../../lib/request/index.ts';

/** PUT /auth/me: the name the account goes by; the greeting reads the answer at once. */
export function useUpdateMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(authRoutes.updateMe, { body: { name } }),
    onSuccess: (account) => client.setQueryData(accountKeys.me(), account),
  });
}
