import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LEAD_SORTS, LeadStatus } from '@sprout/contracts';
import { leadsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export const LEADS_PAGE_SIZE = 20;

/** The server's order of the leads (LEAD_SORTS), newest first unless a header asks otherwise. */
export interface LeadOrder {
  sort: (typeof LEAD_SORTS)[number];
  order: 'asc' | 'desc';
}
export const NEWEST_FIRST: LeadOrder = { sort: 'createdAt', order: 'desc' };

export function getLeads(status: LeadStatus | '', start: number, order: LeadOrder, signal?: AbortSignal) {
  return callApi(leadsRoutes.list, { query: { status: status || undefined, start, limit: LEADS_PAGE_SIZE, ...order }, signal });
}

export const leadsQueryOptions = (status: LeadStatus | '', start: number, order: LeadOrder) =>
  queryOptions({ queryKey: editorKeys.leadPage(status, start, order), queryFn: ({ signal }) => getLeads(status, start, order, signal) });

export function useLeads(status: LeadStatus | '', start: number, order: LeadOrder = NEWEST_FIRST) {
  return useQuery({ ...leadsQueryOptions(status, start, order), placeholderData: keepPreviousData });
}
