import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, leavingRoutes } from '@sprout/contracts/light';
import { clearDrafts } from '../../../lib/drafts.ts';
import { callApi, downloadFile } from '../../../lib/request/index.ts';
import { clearAuthToken, clearToken } from '../../../lib/session.ts';

/** GET /app-web2/account/export: a zip, not the envelope, handed to the browser as a download. */
const downloadFamilyZip = () => downloadFile(callPath(leavingRoutes.exportAll), 'sprout-family.zip');

export function useDownloadFamilyZip() {
  return useMutation({ mutationFn: downloadFamilyZip, meta: { silentError: true } });
}

/** DELETE /app-web2/account; on success nothing of the session is left on the phone either. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmPhone: string) => callApi(leavingRoutes.deleteAccount, { body: { confirmPhone } }),
    meta: { silentError: true },
    onSuccess: () => {
      clearToken();
      clearAuthToken();
      clearDrafts();
      queryClient.clear();
    },
  });
}
