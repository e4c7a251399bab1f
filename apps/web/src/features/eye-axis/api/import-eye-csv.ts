import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOf, CallOutput } from '@sprout/contracts';
import { callPath, eyeRoutes, SUCCESS_CODE } from '@sprout/contracts/light';
import { i18n } from '../../../lib/i18n/index.ts';
import { ApiError, buildHeaders, buildUrl, HTTP_OK, NETWORK_ERROR_CODE, parseResponse } from '../../../lib/request/index.ts';
import { handleUnauthorized } from '../../../lib/request/unauthorized.ts';
import { showEyeAxisError } from './eye-errors.ts';
import { eyeKeys } from './keys.ts';

const HTTP_UNAUTHORIZED = 401;

type ImportResult = CallOutput<CallOf<typeof eyeRoutes.importCsv>>;

/**
 * POST …/doctor/eye/{id}/import with the CSV as the body (text/csv). The shared request layer sends JSON
 * only, so this call builds on its pieces: the same URL, headers (token, language, canary) and envelope rules.
 */
export async function importEyeCsv(eyeRef: string, csv: string, dryRun: boolean, confirmIdentity = false): Promise<ImportResult> {
  const url = buildUrl(callPath(eyeRoutes.importCsv, { id: eyeRef }), 'app', {
    dryRun: dryRun ? 1 : undefined,
    confirmIdentity: confirmIdentity ? 1 : undefined,
  });
  const headers = buildHeaders({ headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: csv });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: i18n.t('errors:requestFailed') });
  }
  const body = await parseResponse(response);
  if (response.status === HTTP_OK && body.code === SUCCESS_CODE) return body.data as ImportResult;
  if (response.status === HTTP_UNAUTHORIZED) handleUnauthorized();
  throw new ApiError({ status: response.status, code: body.code, message: body.message || i18n.t('errors:fallback'), errors: body.errors });
}

export function useEyeCsvImport(eyeRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun, confirmIdentity = false }: { csv: string; dryRun: boolean; confirmIdentity?: boolean }) =>
      importEyeCsv(eyeRef, csv, dryRun, confirmIdentity),
    meta: { silentError: true },
    onError: showEyeAxisError,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: eyeKeys.all });
    },
  });
}
