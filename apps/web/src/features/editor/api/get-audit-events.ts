import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
}

export function getAuditEvents(filters: AuditFilters, signal?: AbortSignal) {
  const { accountId, familyMemberId, action, from, to, start } = filters;
  const query = {
    accountId: accountId || undefined,
    familyMemberId: familyMemberId || undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
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
