import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { LeadCreated, LeadInput } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';

export function createLead(input: LeadInput): Promise<LeadCreated> {
  return request<LeadCreated>(`${API_PREFIX.app}/leads`, { method: 'POST', body: input, idempotent: true });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead, meta: { silentError: true } });
}
