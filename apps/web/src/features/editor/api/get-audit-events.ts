import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent, Page } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export const AUDIT_PAGE_SIZE = 30;
export interface AuditFilters {
  accountId: string;
  familyMemberId: string;
  action: '' | 'read' | 'write';
  from: string;
  to: string;
  start: number;
}

export function getAuditEvents(filters: AuditFilters, signal?: AbortSignal): Promise<Page<AuditEvent>> {
  const { start, ...rest } = filters;
  const query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v || undefined]));
  return request<Page<AuditEvent>>(`${ADMIN_PREFIX}/audit_events`, { query: { ...query, start, limit: AUDIT_PAGE_SIZE }, signal, showType: 0 });
}

export const auditEventsQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: editorKeys.audit({ ...filters }), queryFn: ({ signal }) => getAuditEvents(filters, signal), meta: { silentError: true }, retry: false });

export function useAuditEvents(filters: AuditFilters) {
  return useQuery({ ...auditEventsQueryOptions(filters), placeholderData: keepPreviousData });
}
