import { useMutation } from '@tanstack/react-query';
import { leadsRoutes } from '@sprout/contracts/light';
import type { LeadInput } from '@sprout/contracts';
import { callApi } from '../../../lib/request/index.ts';

export function createLead(input: LeadInput) {
  return callApi(leadsRoutes.create, { body: input });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead, meta: { silentError: true } });
}
