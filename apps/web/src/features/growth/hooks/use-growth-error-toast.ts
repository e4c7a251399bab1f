import { useEffect } from 'react';
import { showGrowthError } from '../api/growth-feedback.ts';

/** Shows a failed growth query once (spec §8), after React Query's own retry has given up. */
export function useGrowthErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) showGrowthError(error);
  }, [error]);
}
