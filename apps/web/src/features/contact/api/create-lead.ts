import { useMutation } from '@tanstack/react-query';
import type { LeadInput } from '@sprout/contracts';
import { leadsRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

export function createLead(input: LeadInput) {
  return callApi(leadsRoutes.create, { body: input, idempotent: true });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead, meta: { silentError: true } });
}
