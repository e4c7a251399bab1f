import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function getWorkspaceSummary(signal?: AbortSignal) {
  return callApi(workspaceRoutes.summary, { signal });
}

export const workspaceSummaryQueryOptions = () =>
  queryOptions({ queryKey: editorKeys.summary(), queryFn: ({ signal }) => getWorkspaceSummary(signal) });

export function useWorkspaceSummary() {
  return useQuery(workspaceSummaryQueryOptions());
}
