import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead, LeadStatus, Page } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export const LEADS_PAGE_SIZE = 20;

export function getLeads(status: LeadStatus | '', start: number, signal?: AbortSignal): Promise<Page<Lead>> {
  return request<Page<Lead>>(`${ADMIN_PREFIX}/leads`, { query: { status: status || undefined, start, limit: LEADS_PAGE_SIZE }, signal });
}

export const leadsQueryOptions = (status: LeadStatus | '', start: number) =>
  queryOptions({ queryKey: editorKeys.leadPage(status, start), queryFn: ({ signal }) => getLeads(status, start, signal) });

export function useLeads(status: LeadStatus | '', start: number) {
  return useQuery({ ...leadsQueryOptions(status, start), placeholderData: keepPreviousData });
}
