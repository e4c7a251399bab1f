import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function getWorkspaceSummary(signal?: AbortSignal): Promise<WorkspaceSummary> {
  return request<WorkspaceSummary>(`${ADMIN_PREFIX}/workspace/summary`, { signal });
}

export const workspaceSummaryQueryOptions = () => queryOptions({ queryKey: editorKeys.summary(), queryFn: ({ signal }) => getWorkspaceSummary(signal) });

export function useWorkspaceSummary() {
  return useQuery(workspaceSummaryQueryOptions());
}
