import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AUDIT_SORTS } from '@sprout/contracts';
import { auditRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export const AUDIT_PAGE_SIZE = 30;
export interface AuditFilters {
  accountId: string;
  familyMemberId: string;
  action: '' | 'read' | 'write';
  from: string;
  to: string;
  start: number;
  /** The server's order (AUDIT_SORTS), newest first unless a header asks otherwise. */
  sort: (typeof AUDIT_SORTS)[number];
  order: 'asc' | 'desc';
}

export function getAuditEvents(filters: AuditFilters, signal?: AbortSignal) {
  const { accountId, familyMemberId, action, from, to, start, sort, order } = filters;
  const query = {
    accountId: accountId || undefined,
    familyMemberId: familyMemberId || undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
    sort,
    order,
  };
  return callApi(auditRoutes.events, { query: { ...query, start, limit: AUDIT_PAGE_SIZE }, signal, showType: 0 });
}

export const auditEventsQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: editorKeys.audit({ ...filters }),
    queryFn: ({ signal }) => getAuditEvents(filters, signal),
    meta: { silentError: true },
    retry: false,
  });

export function useAuditEvents(filters: AuditFilters) {
  return useQuery({ ...auditEventsQueryOptions(filters), placeholderData: keepPreviousData });
}
