import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@sprout/contracts';
import { authRoutes } from '@sprout/contracts/light';
import { signInDeviceId } from '../../../lib/auth/device-id.ts';
import { accountKeys } from '../../../lib/auth/get-me.ts';
import { callApi } from '../../../lib/request/index.ts';
import { setToken } from '../../../lib/session.ts';

/** Tries the code this browser asked for (the server tries it only from the browser that asked). */
export function login(input: LoginRequest) {
  return callApi(authRoutes.login, { body: { ...input, deviceId: signInDeviceId() } });
}

/** Signs in, keeps the token, and starts the new session with no data cached from a previous one. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form says why signing in failed, under the code field.
    meta: { silentError: true },
    onSuccess: ({ token, account }) => {
      setToken(token);
      queryClient.clear();
      queryClient.setQueryData(accountKeys.me(), account);
    },
  });
}
