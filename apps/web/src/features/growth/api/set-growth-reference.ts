import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrowthReferenceChoice, PretermReferenceChoice } from '@sprout/contracts';
import { doctorGrowthRoutes, growthReferenceRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { showGrowthError } from './growth-feedback.ts';
import { growthKeys } from './keys.ts';

/**
 * POST …/growth/reference: the family (or, with `doctor`, a doctor of the child's clinic, CDC 2000 included) stores the
 * child's reference set; every growth view then scores on it.
 */
export function useSetGrowthReference(growthId: string, doctor = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: GrowthReferenceChoice) =>
      callApi(doctor ? doctorGrowthRoutes.setReference : growthReferenceRoutes.setReference, { body: { growthId, reference } }),
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

/** Stores the child's preterm reference (Fenton 2013 or INTERGROWTH-21st); every growth answer is read again. */
export function useSetPretermReference(growthId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pretermReference: PretermReferenceChoice) =>
      callApi(growthReferenceRoutes.setPretermReference, { body: { growthId, pretermReference } }),
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}
