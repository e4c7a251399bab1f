import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@sprout/contracts/light';
import { clearDrafts } from '../drafts.ts';
import { navigateTo } from '../navigation.ts';
import { callApi, ERROR_SHOW_TYPE } from '../request/index.ts';
import { clearAuthToken, clearToken } from '../session.ts';
import { LOGIN_PATH } from './redirect.ts';

export function logout() {
  return callApi(authRoutes.logout, { showType: ERROR_SHOW_TYPE.SILENT });
}

/**
 * Revokes the token on the server, then forgets the session here whatever the server said: a user who
 * taps "sign out" must end up signed out even offline.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { silentError: true },
    onSettled: () => {
      clearToken();
      clearAuthToken();
      clearDrafts();
      queryClient.clear();
      navigateTo(LOGIN_PATH, { replace: true });
    },
  });
}
