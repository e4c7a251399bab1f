import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@sprout/contracts';
import { leadsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function setLeadStatus({ leadId, status }: { leadId: string; status: LeadStatus }) {
  return callApi(leadsRoutes.setStatus, { params: { leadId }, body: { status } });
}

export function useSetLeadStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLeadStatus,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: editorKeys.leads() }),
        client.invalidateQueries({ queryKey: editorKeys.summary() }),
      ]),
  });
}
