import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadStatus } from '@sprout/contracts';
import { leadsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export const LEADS_PAGE_SIZE = 20;

export function getLeads(status: LeadStatus | '', start: number, signal?: AbortSignal) {
  return callApi(leadsRoutes.list, { query: { status: status || undefined, start, limit: LEADS_PAGE_SIZE }, signal });
}

export const leadsQueryOptions = (status: LeadStatus | '', start: number) =>
  queryOptions({ queryKey: editorKeys.leadPage(status, start), queryFn: ({ signal }) => getLeads(status, start, signal) });

export function useLeads(status: LeadStatus | '', start: number) {
  return useQuery({ ...leadsQueryOptions(status, start), placeholderData: keepPreviousData });
}
