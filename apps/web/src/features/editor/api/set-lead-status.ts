import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function setLeadStatus({ leadId, status }: { leadId: string; status: LeadStatus }): Promise<{ leadId: string; status: LeadStatus }> {
  return request(`${ADMIN_PREFIX}/leads/${encodeURIComponent(leadId)}/status`, { method: 'PUT', body: { status } });
}

export function useSetLeadStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLeadStatus,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: editorKeys.leads() }), client.invalidateQueries({ queryKey: editorKeys.summary() })]),
  });
}
